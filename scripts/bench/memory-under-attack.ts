import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { paths } from '../../src/shared/config/paths';
import { get, rssMbOf, visitPages } from './process-memory';
import { serveBuiltSite } from './serve-built-site';
import { articlePath, sectionPath, searchPath, tagPath } from '../../src/shared/magazine/slug';

/**
 * The server's memory while a client asks for made-up magazine addresses (issue item 4): the
 * built site on a fresh embedded database, every public page asked for once, its resident memory
 * read, then `count` distinct made-up URLs sent with `concurrency` requests at a time (articles,
 * sections and tags that do not exist, searches for nonsense, one in ten of them 2–8 KB long), its
 * memory read again. Then the pages everyone reads must still be answered from memory: the site
 * runs at LOG_LEVEL=info, each is asked for with a request id of ours, and its access-log line
 * must say `kept: true` (ADR 027's kept answers; an answer rendered again would not).
 */
export type AttackResult = {
  urls: number;
  sent: number;
  seconds: number;
  statuses: Record<string, number>;
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
  rssAfterMb: number | null;
  /**
   * Each page everyone reads, after the attack: answered from memory (null: its log line was not
   * found), and how fast.
   */
  keptAfter: { page: string; kept: boolean | null; ms: number }[];
};

/** The pages that must still be kept in memory once the attack is over. */
export const KEPT_PAGES = [paths.home.path, paths.magazine.path, paths.moneyMap.path];

/** Sending stops here, whatever is left: the part stays bounded in time on a slow machine. */
const SEND_DEADLINE_MS = 480_000;

export async function measureMemoryUnderAttack(
  port: number,
  pages: string[],
  { urls, concurrency }: { urls: number; concurrency: number },
): Promise<AttackResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arthashala-attack-'));
  const logFile = path.join(dir, 'site.log');
  const site = await serveBuiltSite(port, { LOG_LEVEL: 'info' }, { logFile });
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const origin = site.origin.replace('localhost', '127.0.0.1');
    await visitPages(origin, pages);
    const rssBeforeMb = rssMbOf(site.pid);

    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => {
      const now = rssMbOf(site.pid);
      if (now !== null && (rssPeakMb === null || now > rssPeakMb)) rssPeakMb = now;
    }, 250);
    const statuses: Record<string, number> = {};
    const seen = new Set<string>();
    let sent = 0;
    const started = performance.now();
    const worker = async () => {
      while (sent < urls && performance.now() - started < SEND_DEADLINE_MS) {
        let url = madeUpUrl();
        while (seen.has(url)) url = madeUpUrl();
        seen.add(url);
        sent++;
        const { status } = await get(origin, url, { agent });
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rssAfterMb = rssMbOf(site.pid);

    const keptAfter = [];
    for (const [index, page] of KEPT_PAGES.entries()) {
      const reqId = `attack-check-${index}`;
      const { status, ms } = await get(origin, page, { headers: { 'x-request-id': reqId } });
      if (status !== 200) throw new Error(`GET ${page} answered ${status} after the attack`);
      const line = await logLineOf(logFile, reqId);
      keptAfter.push({ page, kept: line === undefined ? null : line.kept === true, ms });
    }
    return {
      urls,
      sent,
      seconds,
      statuses,
      rssBeforeMb,
      rssPeakMb,
      rssAfterMb,
      keptAfter,
    };
  } finally {
    agent.destroy();
    await site.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const WORDS = ['sip', 'nifty', 'gold', 'tax', 'elss', 'ppf', 'nps', 'debt', 'fund', 'loan'];

/** A random slug of about `length` characters: words and random letters, as a bot makes them. */
function slug(length: number): string {
  const parts: string[] = [];
  let size = 0;
  while (size < length) {
    const part =
      randomInt(2) === 0 ? WORDS[randomInt(WORDS.length)]! : randomBytes(4).toString('hex');
    parts.push(part);
    size += part.length + 1;
  }
  return parts.join('-');
}

/** One made-up magazine URL: an article, section, tag or search; one in ten 2–8 KB long. */
function madeUpUrl(): string {
  const length = randomInt(10) === 0 ? randomInt(2048, 8193) : randomInt(8, 40);
  switch (randomInt(4)) {
    case 0:
      return articlePath({ id: randomInt(1, 1_000_000_000), slug: slug(length) });
    case 1:
      return sectionPath({ slug: slug(length) });
    case 2:
      return tagPath(slug(length));
    default:
      return searchPath(slug(length).replaceAll('-', ' '));
  }
}

/** The site's access-log line for request `reqId`, waiting for its log to be written (2 s). */
async function logLineOf(
  logFile: string,
  reqId: string,
): Promise<Record<string, unknown> | undefined> {
  const deadline = Date.now() + 2500;
  for (;;) {
    const found = fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes(`"${reqId}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.reqId === reqId && line.res !== undefined);
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
