import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process on the embedded database: it keeps its data across a restart, shuts
// down cleanly on SIGTERM and refuses to open a data folder another server holds.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-'));
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STATIC_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

const bannerIds = async (port: number) => {
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/fetchBannerTexts`);
  return ((await res.json()) as { texts: { id: string }[] }).texts.map((t) => t.id);
};

describe('the server process', { timeout: 90_000 }, () => {
  it('keeps its data across a restart, exits cleanly on SIGTERM and guards its data folder', async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitForHealth(port);
    const idsBefore = await bannerIds(port);
    expect(idsBefore.length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    // A fresh embedded install gets its first admin, with the password printed once.
    expect(first.output()).toMatch(/The first admin account was created[\s\S]*username: admin/);
    expect(first.output()).toMatch(/password: [\w-]{24} /);
    expect(fs.statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);

    // A second server on the same folder must refuse instead of corrupting it.
    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by process \d+/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = startServer(port);
    await waitForHealth(port);
    expect(await bannerIds(port)).toEqual(idsBefore);
    expect(again.output()).not.toMatch(/first admin account/);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
