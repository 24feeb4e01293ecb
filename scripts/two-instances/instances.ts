import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { request, sleep } from './http';

/** One built app process (`node dist/server/server.js`). */
export type Instance = {
  name: string;
  port: number;
  child: ChildProcess;
  /** Its stdout and stderr. */
  logFile: string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<number | string>;
};

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `dist/server/server.js` from `root` with `env` on top of this process's environment, on
 * 127.0.0.1 at `port`, and waits until /api/health answers 200.
 */
export async function startInstance(options: {
  name: string;
  root: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
  readyWithinMs: number;
}): Promise<Instance> {
  const { name, root, port, logFile } = options;
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    cwd: root,
    env: { ...process.env, ...options.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const instance: Instance = {
    name,
    port,
    child,
    logFile,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
  };
  const deadline = Date.now() + options.readyWithinMs;
  for (;;) {
    if (!instance.alive()) {
      throw new Error(`${name} exited while starting:\n${tail(logFile)}`);
    }
    const health = await request({ port, path: '/api/health', timeoutMs: 2_000 });
    if (health.status === 200) return instance;
    if (Date.now() > deadline) {
      throw new Error(`${name} did not answer /api/health within ${options.readyWithinMs} ms`);
    }
    await sleep(200);
  }
}

/** The last lines of a log file. */
export function tail(file: string, chars = 3_000): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').slice(-chars) : '';
}
