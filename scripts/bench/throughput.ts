import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { paths } from '../../src/shared/config/paths';
import type { RecordedAnswer, ReferenceSpec } from './reference-servers';

/**
 * Requests per second of the built site against a yardstick serving the same bytes, each pair
 * measured in the same run on loopback (docs/architecture.md, Budgets). The site, the yardsticks
 * (reference-servers.ts) and the load generator (autocannon, in this process) are three
 * processes, but on a machine with few cores they share them, with each other and with whatever
 * else runs: then requests per second measure the load generator and the neighbours as much as
 * the server (on a busy 2-core machine a bare node:http server came out slower than Fastify). So
 * each measurement also reads the server process's CPU time (Linux /proc), and the budget is
 * checked on requests per CPU-second of the server, which neither the load generator nor other
 * processes change; requests per second are shown beside it.
 */
export type ThroughputCase = {
  what: string;
  url: string;
  reference: 'bare node:http' | '@fastify/static';
  /** The least share of the reference's requests per second the site must serve. */
  goal: number;
};

export const THROUGHPUT_CASES: ThroughputCase[] = [
  {
    what: 'cached public read',
    url: '/api/admin/fetchBannerTexts',
    reference: 'bare node:http',
    goal: 0.7,
  },
  {
    what: 'route touching nothing',
    url: '/api/auth-providers',
    reference: 'bare node:http',
    goal: 0.8,
  },
  { what: 'rendered page', url: paths.home.path, reference: '@fastify/static', goal: 0.7 },
];

export type ThroughputOptions = {
  connections: number;
  /** Seconds per measurement. */
  seconds: number;
  /**
   * Rounds of one measurement of the site and one of the yardstick, back to back (in turn first),
   * so that each pair saw much the same machine. Figures are the medians over the rounds.
   */
  rounds: number;
};

export type ThroughputResult = ThroughputCase & {
  siteRps: number;
  referenceRps: number;
  /** The median over the rounds of site / yardstick, in requests per second. */
  ratio: number;
  /** Requests per second of CPU time of the server's process; null where /proc is missing. */
  sitePerCpuSecond: number | null;
  referencePerCpuSecond: number | null;
  /** The median over the rounds of site / yardstick, in requests per CPU-second. */
  cpuRatio: number | null;
  siteP99Ms: number;
  /** Non-2xx answers and connection errors during the site's measurements. */
  failures: number;
  bytes: number;
};

export async function measureThroughput(
  site: { origin: string; pid: number },
  options: ThroughputOptions,
  cases: ThroughputCase[] = THROUGHPUT_CASES,
): Promise<{ results: ThroughputResult[]; pinned: boolean }> {
  const cpus = pinning();
  if (cpus) {
    pin(process.pid, cpus.generator);
    pin(site.pid, cpus.server);
  }
  try {
    return { results: await measureAll(site, options, cases, cpus), pinned: cpus !== null };
  } finally {
    if (cpus) {
      pin(process.pid, cpus.all);
      pin(site.pid, cpus.all);
    }
  }
}

/**
 * Where the processes run while throughput is measured, on Linux with two CPUs or more and
 * `taskset`: the server measured (the site, or a yardstick) alone on the last CPU, the load
 * generator (this process) on the first. Left to the scheduler, the two shared and swapped cores
 * as other work came and went, and a yardstick's own requests per CPU-second moved by a third
 * from one run to the next (ADR 027). Null where that cannot be done.
 */
function pinning(): { server: string; generator: string; all: string } | null {
  const count = os.availableParallelism();
  if (count < 2 || process.platform !== 'linux') return null;
  if (spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status !== 0) return null;
  return { server: String(count - 1), generator: '0', all: `0-${count - 1}` };
}

/** Runs process `pid`, every thread of it, on `cpus` (taskset's list). */
function pin(pid: number, cpus: string) {
  spawnSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cpus, String(pid)], {
    stdio: 'ignore',
  });
}

async function measureAll(
  site: { origin: string; pid: number },
  options: ThroughputOptions,
  cases: ThroughputCase[],
  cpus: ReturnType<typeof pinning>,
): Promise<ThroughputResult[]> {
  const answers = await Promise.all(cases.map((c) => recordAnswer(site.origin, c.url)));
  const page = cases.find((c) => c.reference === '@fastify/static');
  const pageAnswer = answers.find((a) => a.url === page?.url);
  const reference = await startReferenceServers({
    answers,
    staticPage: {
      url: page?.url ?? paths.home.path,
      html: pageAnswer ? Buffer.from(pageAnswer.bodyBase64, 'base64').toString('utf8') : '',
    },
  });
  if (cpus) pin(reference.pid, cpus.server);
  try {
    const results: ThroughputResult[] = [];
    for (const [index, c] of cases.entries()) {
      const answer = answers[index]!;
      const ref = {
        origin: c.reference === 'bare node:http' ? reference.bareOrigin : reference.staticOrigin,
        pid: reference.pid,
      };
      await verifySameBody(ref.origin, c.url, answer);
      // Warm both up (JIT, caches) before anything counts.
      await load(site, c.url, { ...options, seconds: 1 });
      await load(ref, c.url, { ...options, seconds: 1 });
      const rounds: { site: LoadResult; ref: LoadResult }[] = [];
      for (let round = 0; round < options.rounds; round++) {
        if (round % 2 === 0) {
          const siteRun = await load(site, c.url, options);
          rounds.push({ site: siteRun, ref: await load(ref, c.url, options) });
        } else {
          const refRun = await load(ref, c.url, options);
          rounds.push({ site: await load(site, c.url, options), ref: refRun });
        }
      }
      const perCpu = (r: LoadResult) => (r.cpuSeconds ? r.requests / r.cpuSeconds : null);
      const hasCpu = rounds.every((r) => perCpu(r.site) !== null && perCpu(r.ref) !== null);
      results.push({
        ...c,
        siteRps: median(rounds.map((r) => r.site.rps)),
        referenceRps: median(rounds.map((r) => r.ref.rps)),
        ratio: median(rounds.map((r) => r.site.rps / r.ref.rps)),
        sitePerCpuSecond: hasCpu ? median(rounds.map((r) => perCpu(r.site)!)) : null,
        referencePerCpuSecond: hasCpu ? median(rounds.map((r) => perCpu(r.ref)!)) : null,
        cpuRatio: hasCpu ? median(rounds.map((r) => perCpu(r.site)! / perCpu(r.ref)!)) : null,
        siteP99Ms: median(rounds.map((r) => r.site.p99Ms)),
        failures: rounds.reduce((sum, r) => sum + r.site.failures, 0),
        bytes: Buffer.from(answer.bodyBase64, 'base64').length,
      });
    }
    return results;
  } finally {
    await reference.stop();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type LoadResult = {
  rps: number;
  p99Ms: number;
  failures: number;
  requests: number;
  cpuSeconds: number | null;
};

async function load(
  server: { origin: string; pid: number },
  url: string,
  options: ThroughputOptions,
): Promise<LoadResult> {
  const cpuBefore = cpuSecondsOf(server.pid);
  const result = await autocannon({
    url: server.origin + url,
    connections: options.connections,
    duration: options.seconds,
  });
  const cpuAfter = cpuSecondsOf(server.pid);
  return {
    rps: result.requests.total / result.duration,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
    requests: result.requests.total,
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

/** Linux's clock ticks per second (`getconf CLK_TCK`), 100 on every common build. */
const CLOCK_TICKS = 100;

/** User and system CPU time of a process so far, from /proc; null elsewhere. */
function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** The site's answer to a plain GET (no compression asked for, as autocannon asks). */
function recordAnswer(origin: string, url: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(origin + url, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) {
            reject(new Error(`GET ${url} answered ${res.statusCode}, not 200`));
            return;
          }
          resolve({
            url,
            status: res.statusCode,
            headers: res.headers as Record<string, string | string[]>,
            bodyBase64: Buffer.concat(chunks).toString('base64'),
          });
        });
      })
      .on('error', reject);
  });
}

async function verifySameBody(origin: string, url: string, answer: RecordedAnswer) {
  const res = await fetch(origin + url);
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200 || !body.equals(Buffer.from(answer.bodyBase64, 'base64'))) {
    throw new Error(`the reference server at ${origin} does not send the site's bytes for ${url}`);
  }
}

async function startReferenceServers(spec: ReferenceSpec) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arthashala-bench-'));
  const specFile = path.join(dir, 'answers.json');
  fs.writeFileSync(specFile, JSON.stringify(spec));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'reference-servers.ts'), specFile],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const lines = readline.createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    void exited.then(() => reject(new Error('the reference servers exited before listening')));
  });
  const ports = JSON.parse(first) as { bare: number; static: number };
  return {
    pid: child.pid!,
    bareOrigin: `http://127.0.0.1:${ports.bare}`,
    staticOrigin: `http://127.0.0.1:${ports.static}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
