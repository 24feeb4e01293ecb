import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { paths } from '../../src/shared/config/paths';
import { visitPages } from './process-memory';
import { serveBuiltSite } from './serve-built-site';

/**
 * One client floods the magazine's search while another reads the home page (issue item 4): the
 * built site behind a trusted proxy (TRUST_PROXY=127.0.0.1, so each client is told apart by its
 * X-Forwarded-For), the flood from 10.0.0.1 with `connections` connections asking
 * `/magazine/search?q=` with a new query each time (no cache can answer it), the reader from
 * 10.0.0.2 asking for `/` at `readerRate` a second from a process of its own
 * (latency-probe.mjs), for `seconds`. What counts is the reader's latency; the flood's answers
 * are counted by status (429: refused by a per-client limit, where the site has one).
 *
 * The reader's connections are open before the flood starts (as a browser's, or a proxy's pool
 * to the app): Node 20's libuv accepts one new connection per turn of the event loop, so a
 * connection opened during the flood's first second waits behind the flood's own 200 (ADR 032);
 * the reader's answers on new connections are counted apart.
 */
export type SearchFloodResult = {
  seconds: number;
  flood: { requests: number; rps: number; statuses: Record<string, number>; errors: number };
  reader: {
    requests: number;
    failures: number;
    newConnections: number;
    p50Ms: number;
    p99Ms: number;
    maxMs: number;
  };
};

export const FLOOD_CLIENT = '10.0.0.1';
export const READER_CLIENT = '10.0.0.2';

export async function measureSearchFlood(
  port: number,
  options: { connections: number; seconds: number; readerRate: number },
): Promise<SearchFloodResult> {
  const site = await serveBuiltSite(port, { TRUST_PROXY: '127.0.0.1' });
  try {
    const origin = site.origin.replace('localhost', '127.0.0.1');
    // The home page kept in memory, as on a site that has been visited; the search page once.
    await visitPages(origin, [paths.home.path, paths.magazineSearch.example!]);

    const reader = await startProbe(
      origin + paths.home.path,
      options.readerRate,
      options.seconds,
      READER_CLIENT,
    );
    const searchPath = paths.magazineSearch.path;
    const flood = await autocannon({
      url: origin + searchPath,
      connections: options.connections,
      duration: options.seconds,
      headers: { 'x-forwarded-for': FLOOD_CLIENT },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `${searchPath}?q=${randomBytes(6).toString('hex')}`,
          }),
        },
      ],
    });
    const answers = await reader.answers;

    const statuses: Record<string, number> = {};
    for (const [code, { count }] of Object.entries(flood.statusCodeStats ?? {})) {
      statuses[code] = count ?? 0;
    }
    const times = answers.filter((a) => a.status === 200).map((a) => a.ms);
    return {
      seconds: options.seconds,
      flood: {
        requests: flood.requests.total,
        rps: flood.requests.total / flood.duration,
        statuses,
        errors: flood.errors + flood.timeouts,
      },
      reader: {
        requests: answers.length,
        failures: answers.filter((a) => a.status !== 200).length,
        newConnections: answers.filter((a) => !a.reused).length,
        p50Ms: percentile(times, 0.5),
        p99Ms: percentile(times, 0.99),
        maxMs: Math.max(...times),
      },
    };
  } finally {
    await site.stop();
  }
}

type ProbeAnswer = { ms: number; status: number; reused: boolean };

/** The reader's process, once it has opened its connections; `answers` when it is done. */
async function startProbe(
  url: string,
  rate: number,
  seconds: number,
  client: string,
): Promise<{ answers: Promise<ProbeAnswer[]> }> {
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'latency-probe.mjs'),
      url,
      String(rate),
      String(seconds),
      JSON.stringify({ 'x-forwarded-for': client }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const answers = new Promise<ProbeAnswer[]>((resolve, reject) => {
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the latency probe exited with code ${code}`));
      else
        resolve(
          (JSON.parse(output.slice(output.indexOf('{'))) as { answers: ProbeAnswer[] }).answers,
        );
    });
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.startsWith('ready\n')) resolve();
    });
    answers.catch(reject);
  });
  return { answers };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}
