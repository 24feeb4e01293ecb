import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createAuth } from '../auth/auth';
import { resolveAuthSecret } from '../auth/secret';
import {
  AdminAccountError,
  createAdminAccount,
  generatePassword,
} from '../services/accounts/admin-accounts';
import { createMailer } from '../services/mail/mailer';
import { openCommandDatabase } from './open-command-database';

export type CliIo = {
  env: Record<string, string | undefined>;
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable;
  stderr: Writable;
};

const USAGE = `Creates an admin account (sign-in at /admin with its username and password).

Usage: npm run create-admin -- --username NAME [--email ADDRESS]

The password is asked for when run in a terminal; otherwise one is generated and printed once.
It uses the same settings as the server: DATABASE_URL, or the embedded database in DATA_DIR
(which must not be in use by a running server).`;

/**
 * `npm run create-admin -- --username NAME`. Returns the exit code; scripts/create-admin.ts runs
 * it with the process's environment and streams.
 */
export async function createAdminMain(argv: string[], io: CliIo): Promise<number> {
  const say = (text: string) => io.stdout.write(`${text}\n`);
  const fail = (text: string) => {
    io.stderr.write(`create-admin: ${text}\n`);
    return 1;
  };

  let args: { username?: string; email?: string; help?: boolean };
  try {
    args = parseArgs({
      args: argv,
      options: {
        username: { type: 'string', short: 'u' },
        email: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (args.help) {
    say(USAGE);
    return 0;
  }
  if (!args.username) return fail(`--username is required\n\n${USAGE}`);

  const opened = await openCommandDatabase(io.env);
  if ('problem' in opened) return fail(opened.problem);
  const { config, database } = opened;

  try {
    await database.migrate();
    const quiet = { debug() {}, info() {}, warn() {}, error() {} };
    const mailer = createMailer({ config: config.mail, db: database.db, log: quiet });
    const auth = createAuth({
      config,
      db: database.db,
      mailer,
      secret: resolveAuthSecret(config),
      log: { ...quiet, error: (obj: unknown, msg?: string) => io.stderr.write(`${msg ?? ''}\n`) },
    });

    const generated = !io.stdin.isTTY;
    const password = generated ? generatePassword() : await askNewPassword(io);
    if (password === undefined) return fail('the two passwords differ; nothing was changed');

    const user = await createAdminAccount(auth, {
      username: args.username,
      password,
      email: args.email,
    });
    say(`Created the admin "${user.username}". Sign in at /admin.`);
    if (generated) {
      say(`Its password (shown only this once): ${password}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof AdminAccountError) return fail(`${error.message}; nothing was changed`);
    throw error;
  } finally {
    await database.close();
  }
}

/** Asks twice without echoing; undefined when the two differ. */
async function askNewPassword(io: CliIo): Promise<string | undefined> {
  const first = await askHidden(io, 'Password for the new admin: ');
  const second = await askHidden(io, 'The same password again: ');
  return first === second ? first : undefined;
}

function askHidden(io: CliIo, question: string): Promise<string> {
  const rl = readline.createInterface({ input: io.stdin, output: io.stdout, terminal: true });
  // Show the question, not the keys typed.
  const internal = rl as unknown as { _writeToOutput(text: string): void };
  internal._writeToOutput = (text: string) => {
    if (text.startsWith(question)) io.stdout.write(question);
  };
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      io.stdout.write('\n');
      resolve(answer);
    });
  });
}
