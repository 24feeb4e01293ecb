import { PassThrough } from 'node:stream';
import type { CliIo } from '../cli/create-admin';

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
