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

/** `host: null` starts it with HOST unset (the default install). */
function startServer(port: number, dir = dataDir, host: string | null = '127.0.0.1') {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (host === null) delete env.HOST;
  else env.HOST = host;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      STATIC_DIR: dir,
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

// A start compiles the server with tsx and opens the embedded database: a few seconds on a quiet
// machine, over 30 s beside a browser run on a busy 2-core one.
async function waitForHealth(port: number, host = '127.0.0.1') {
  const deadline = Date.now() + 75_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://${host}:${port}/api/health`);
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

describe('the server process', { timeout: 240_000 }, () => {
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
    // Nothing in the data folder is open to other users.
    const open = fs
      .readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => fs.statSync(file).mode & 0o077);
    expect(open).toEqual([]);

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

  it('refuses to start on a data folder that other users can read, and says how to fix it', async () => {
    const openDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-open-'));
    try {
      fs.chmodSync(openDir, 0o755);
      const server = startServer(await freePort(), openDir);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        `The data folder ${openDir} can be read by other users of this machine (its mode is 0755)`,
      );
      expect(server.output()).toContain(`chmod 700 "${openDir}"`);
      expect(fs.readdirSync(openDir)).toEqual([]);
    } finally {
      fs.rmSync(openDir, { recursive: true, force: true });
    }
  });

  it('with HOST unset, answers at 127.0.0.1, localhost and [::1], and a sign-up works at each', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-hosts-'));
    try {
      const port = await freePort();
      const server = startServer(port, dir, null);
      await waitForHealth(port);
      // The IPv6 listener opens just after the IPv4 one.
      await waitForHealth(port, '[::1]').catch((error: Error) => {
        throw new Error(`${error.message}: ${server.output()}`);
      });
      const origins = [
        `http://127.0.0.1:${port}`,
        `http://[::1]:${port}`,
        `http://localhost:${port}`,
      ];
      for (const [index, origin] of origins.entries()) {
        expect((await fetch(`${origin}/api/health`)).status, origin).toBe(200);
        // As a browser on that address would send it: the page's own origin.
        const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({
            email: `host${index}@example.com`,
            password: 'monsoon ledger kettle',
          }),
        });
        expect(signUp.status, origin).toBe(200);
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
