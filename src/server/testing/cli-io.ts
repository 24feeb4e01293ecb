import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { CliIo } from '../cli/create-admin';
import { createPostgresTestDatabase, testEngine } from './test-app';

/** Streams for the command: stdin (a terminal or not), and what it printed. */
export function cliIo(
  env: Record<string, string>,
  options: { tty?: boolean; typed?: string[] } = {},
) {
  const stdin = Object.assign(new PassThrough(), { isTTY: options.tty ?? false });
  const out: string[] = [];
  const err: string[] = [];
  const sink = (into: string[]) => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => into.push(chunk.toString()));
    return stream;
  };
  if (options.typed) {
    // Each answer once the question is on the screen, as a person types it.
    let next = 0;
    const stdout = sink(out);
    stdout.on('data', (chunk: Buffer) => {
      if (/password/i.test(chunk.toString()) && next < options.typed!.length) {
        const answer = options.typed![next++];
        setImmediate(() => stdin.write(`${answer}\r`));
      }
    });
    return {
      io: { env, stdin, stdout, stderr: sink(err) } satisfies CliIo,
      out: () => out.join(''),
      err: () => err.join(''),
    };
  }
  return {
    io: { env, stdin, stdout: sink(out), stderr: sink(err) } satisfies CliIo,
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

/**
 * The settings a command under test runs with, opening its database as the server does: a fresh
 * PostgreSQL database in the tests' PostgreSQL pass (DATABASE_URL), otherwise an embedded data
 * folder of its own. `remove()` drops or deletes it.
 */
export async function commandTestEnv(
  name: string,
): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  const postgres = testEngine === 'postgres' ? await createPostgresTestDatabase() : undefined;
  if (postgres) env.DATABASE_URL = postgres.url;
  return {
    env,
    remove: async () => {
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
