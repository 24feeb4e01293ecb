import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The server's log is written asynchronously, in chunks (ADR 031): what it wrote just before
// it exits, on SIGTERM or after an uncaught error, must still arrive whole.

const dirs: string[] = [];
const killers: (() => void)[] = [];
afterAll(() => {
  for (const kill of killers) kill();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A module loaded before the server: an uncaught error on SIGWINCH, a crash on demand. */
const CRASH_ON_SIGWINCH = `data:text/javascript,${encodeURIComponent(
  "process.on('SIGWINCH', () => setImmediate(() => { throw new Error('crash on demand'); }));",
)}`;

async function startServer(preload: string[] = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-log-'));
  dirs.push(dir);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...preload.flatMap((p) => ['--import', p]), '--import', 'tsx', 'src/server/server.ts'],
    {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dir,
        STATIC_DIR: dir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  killers.push(() => child.kill('SIGKILL'));
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', () => {});
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 75_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  /** Its standard output as JSON lines; a line cut short fails the parse. */
  const lines = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, exited, origin, lines };
}

/** Three requests: answered by Fastify, then from the kept answers, then by Fastify again. */
async function askThrice(origin: string) {
  for (const [index, url] of [
    '/api/auth-providers',
    '/api/auth-providers',
    '/api/health',
  ].entries())
    await fetch(origin + url, {
      headers: {
        'x-request-id': `last-${index}`,
        authorization: 'Bearer secret-bearer-token',
        cookie: 'session=secret-cookie',
      },
    });
}

const accessLines = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => typeof line.reqId === 'string' && line.reqId.startsWith('last-'));

describe('the server log', { timeout: 180_000 }, () => {
  it('has one line per request, and loses nothing written before a SIGTERM exit', async () => {
    const server = await startServer();
    await askThrice(server.origin);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const lines = server.lines();
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    const access = accessLines(lines);
    expect(access.map((line) => [line.reqId, line.msg, line.kept])).toEqual([
      ['last-0', 'request completed', undefined],
      ['last-1', 'request completed', true],
      ['last-2', 'request completed', undefined],
    ]);
    // Fastify's line and the kept answer's carry the same fields.
    for (const line of access) {
      expect(line).toMatchObject({
        level: 30,
        req: {
          method: 'GET',
          url: expect.stringMatching(/^\/api\//),
          host: expect.stringContaining('127.0.0.1'),
          remoteAddress: '127.0.0.1',
          remotePort: expect.any(Number),
        },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
    }
    expect(lines.at(-1)?.msg).toBe('shutting down');
    // No headers in the log: neither the bearer token nor the cookie is written.
    expect(JSON.stringify(lines)).not.toMatch(/secret-(bearer|cookie)/);
  });

  it('loses nothing written before it exits on an uncaught error', async () => {
    const server = await startServer([CRASH_ON_SIGWINCH]);
    await askThrice(server.origin);
    server.child.kill('SIGWINCH');
    expect(await server.exited).toBe(1);

    const lines = server.lines();
    expect(accessLines(lines).map((line) => line.reqId)).toEqual(['last-0', 'last-1', 'last-2']);
    expect(lines.at(-1)).toMatchObject({
      level: 50,
      msg: 'shutting down after an error',
      err: { message: 'crash on demand' },
    });
  });
});
