import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL cluster of its own for the proof: `initdb` in a temporary folder, listening on
 * 127.0.0.1 at a free port with its socket in that folder, trust authentication. It never touches
 * the machine's own server. PostgreSQL refuses to run as root, so as root every command runs as
 * the `postgres` user (runuser), in a folder given to that user.
 */
export type Cluster = {
  port: number;
  /** The database the app processes use. */
  url: string;
  /** Stops the server (fast shutdown: connections are cut), waiting until it is down. */
  stop(): Promise<void>;
  /** Starts it again, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops it at once if it runs; never throws (cleanup). */
  kill(): void;
};

/** The folder of initdb and pg_ctl: PG_BIN, the newest Debian one, or the PATH. */
export function postgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.PG_BIN) return env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => fs.existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return found.status === 0 ? path.dirname(found.stdout.trim()) : undefined;
}

/** The user PostgreSQL runs as: ourselves, or `postgres` (with its ids) when we are root. */
function serverUser(): { asUser?: string; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error('running as root, and there is no `postgres` user to run PostgreSQL as');
  }
  return { asUser: 'postgres', uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

type Run = { code: number | null; output: string };

export async function createCluster(options: {
  bin: string;
  /** A fresh folder; given to the server's user when we are root. */
  dir: string;
  port: number;
}): Promise<Cluster> {
  const { bin, dir, port } = options;
  const user = serverUser();
  if (user.uid !== undefined && user.gid !== undefined) fs.chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'pgdata');
  const logFile = path.join(dir, 'postgres.log');

  const command = (tool: string, args: string[]): [string, string[]] =>
    user.asUser
      ? ['runuser', ['-u', user.asUser, '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
  const run = (tool: string, args: string[]) =>
    new Promise<Run>((resolve) => {
      const [file, argv] = command(tool, args);
      const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', (error) => resolve({ code: -1, output: String(error) }));
      child.on('close', (code) => resolve({ code, output }));
    });
  const must = async (tool: string, args: string[]) => {
    const result = await run(tool, args);
    if (result.code !== 0) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${tool} ${args[args.length - 1]} failed:\n${result.output}\n${log}`);
    }
  };

  await must('initdb', [
    '-D',
    dataDir,
    '--auth=trust',
    '--username=postgres',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
    '--no-instructions',
  ]);
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    // A throw-away cluster: durability is not what is tested.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () =>
    must('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '30', 'start']);
  const stop = () => must('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);

  await start();
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query('create database arthashala');
  await admin.end();

  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/arthashala`,
    stop,
    start,
    kill() {
      if (!fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return;
      const [file, argv] = command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      spawnSync(file, argv, { stdio: 'ignore', timeout: 15_000 });
    },
  };
}
