import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveBuiltSite } from './serve-built-site';
import {
  measureThroughput,
  THROUGHPUT_CASES,
  type ThroughputOptions,
  type ThroughputResult,
} from './throughput';

/**
 * What the access log costs a kept public read (ADR 031): the built site's cached banner
 * read against the bare node:http yardstick (the throughput part's machinery and case), once with
 * the site at LOG_LEVEL=info, as `npm start` runs it (one line per request), and once at
 * LOG_LEVEL=warn (no line per request). The log goes to a file, as under a service manager that
 * keeps it; its size is reported.
 */
export type AccessLogResult = ThroughputResult & {
  logLevel: 'info' | 'warn';
  /** Bytes the site wrote to its log during the measurement. */
  logBytes: number;
};

const BANNER_READ = THROUGHPUT_CASES.find((c) => c.url === '/api/admin/fetchBannerTexts')!;

export async function measureAccessLogCost(
  port: number,
  options: ThroughputOptions,
): Promise<{ results: AccessLogResult[]; pinned: boolean }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arthashala-log-'));
  const results: AccessLogResult[] = [];
  let pinned = false;
  try {
    for (const logLevel of ['info', 'warn'] as const) {
      const logFile = path.join(dir, `${logLevel}.log`);
      const site = await serveBuiltSite(port, { LOG_LEVEL: logLevel }, { logFile });
      try {
        const origin = site.origin.replace('localhost', '127.0.0.1');
        const measured = await measureThroughput({ origin, pid: site.pid }, options, [BANNER_READ]);
        pinned = measured.pinned;
        results.push({ ...measured.results[0]!, logLevel, logBytes: 0 });
      } finally {
        await site.stop();
      }
      results.at(-1)!.logBytes = fs.statSync(logFile).size;
    }
    return { results, pinned };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
