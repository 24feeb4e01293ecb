import fs from 'node:fs';
import http from 'node:http';

/** A process's resident memory in MB (VmRSS of Linux's /proc/<pid>/status); null elsewhere. */
export function rssMbOf(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

export type Answer = { status: number; ms: number };

/**
 * One GET on loopback through `agent`, its body read and dropped: its status and the time from
 * sending to the body's end. No compression is asked for (a kept answer's plain copy is always
 * ready). It gives up after `timeoutMs` with status 0.
 */
export function get(
  origin: string,
  url: string,
  {
    agent,
    headers = {},
    timeoutMs = 30_000,
  }: { agent?: http.Agent; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(origin + url, { agent, headers, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
      );
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

/** Asks for every page once, in turn; throws when one does not answer 200. */
export async function visitPages(origin: string, pages: string[]): Promise<void> {
  for (const page of pages) {
    const { status } = await get(origin, page);
    if (status !== 200) throw new Error(`GET ${page} answered ${status}, not 200`);
  }
}
