import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type RunningSite = {
  origin: string;
  /** The server's process id (the throughput bench reads its CPU time). */
  pid: number;
  stop(): Promise<void>;
};

/**
 * Starts the built server (dist/server) on a fresh embedded database in a temporary folder, in
 * production mode, and waits until /api/health answers. `env` adds or overrides settings (the
 * browser tests' second site configures sign-in providers with it). `logFile` takes its standard
 * output (its log) instead of this process's: the bench parts that run it at LOG_LEVEL=info.
 * `dataDir` runs it on that folder (created 0700 by the caller), which `stop` leaves in place:
 * the bench's memory part starts a site twice on one database.
 */
export async function serveBuiltSite(
  port: number,
  env: Record<string, string> = {},
  { logFile, dataDir: givenDataDir }: { logFile?: string; dataDir?: string } = {},
): Promise<RunningSite> {
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'arthashala-site-'));
  const origin = `http://localhost:${port}`;
  const output = logFile === undefined ? 'inherit' : fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Production mode requires a secret (src/server/config.ts).
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
      ...env,
    },
    stdio: ['ignore', output, 'inherit'],
  });
  if (typeof output === 'number') fs.closeSync(output);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (givenDataDir === undefined) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
