// `npm run proof:instances`: the site on two app processes and one PostgreSQL, checked as a load
// balancer would see it. See docs/operations.md, "Proof on two instances".
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  concurrentSaves,
  contentChange,
  databaseOutage,
  gracefulStop,
  sharedSession,
  type Result,
  type Site,
} from './checks';
import { createCluster, postgresBin, type Cluster } from './cluster';
import { freePort, startInstance, tail, type Instance } from './instances';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The whole run, checks and set-up, ends by then, whatever happens. */
const WHOLE_RUN_MS = 180_000;
const OUTAGE_MS = 15_000;

let workDir: string | undefined;
let cluster: Cluster | undefined;
const instances: Instance[] = [];
let cleanedUp = false;

/** Stops everything this run started and removes its folder; synchronous, so it runs on exit. */
function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const instance of instances) if (instance.alive()) instance.child.kill('SIGKILL');
  cluster?.kill();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`proof: ${signal}, cleaning up`);
    cleanUp();
    process.exit(130);
  });
}

const say = (text: string) => console.log(`proof: ${text}`);

function printResult(result: Result) {
  console.log(
    `${result.pass ? 'PASS' : 'FAIL'} ${result.id.padEnd(3)} ${result.name}: ${result.figure}`,
  );
}

/** Runs one check within `ms`; a check that throws or takes longer is a FAIL saying so. */
async function check(
  id: string,
  name: string,
  ms: number,
  run: () => Promise<Result[]>,
): Promise<Result[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Result[]>((resolve) => {
    timer = setTimeout(
      () => resolve([{ id, name, pass: false, figure: `did not finish within ${ms / 1000} s` }]),
      ms,
    );
  });
  try {
    const results = await Promise.race([
      run().catch((error: unknown) => [
        { id, name, pass: false, figure: `failed: ${(error as Error).message}` },
      ]),
      timeout,
    ]);
    results.forEach(printResult);
    return results;
  } finally {
    clearTimeout(timer);
  }
}

function ensureBuilt() {
  const built = ['dist/server/server.js', 'dist/ssr/entry-server.js', 'dist/web/index.html'];
  if (built.every((file) => fs.existsSync(path.join(root, file)))) return;
  say('dist/ is missing: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
}

async function main(): Promise<number> {
  const started = performance.now();
  ensureBuilt();
  const bin = postgresBin();
  if (!bin) {
    throw new Error('no PostgreSQL binaries (initdb, pg_ctl): install PostgreSQL or set PG_BIN');
  }
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arthashala-two-'));
  const pgPort = await freePort();
  say(`PostgreSQL from ${bin} on 127.0.0.1:${pgPort}, in ${workDir}`);
  cluster = await createCluster({ bin, dir: workDir, port: pgPort });

  const [portA, portB] = [await freePort(), await freePort()];
  const publicOrigin = `http://127.0.0.1:${portA}`;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: cluster.url,
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: publicOrigin,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  const start = async (name: string, port: number) => {
    const logFile = path.join(workDir!, `${name}.log`);
    try {
      const instance = await startInstance({
        name,
        root,
        port,
        env,
        logFile,
        readyWithinMs: 90_000,
      });
      instances.push(instance);
      return instance;
    } catch (error) {
      console.error(tail(logFile));
      throw error;
    }
  };
  // The first migrates and seeds; the second starts on the database it made.
  const a = await start('A', portA);
  const b = await start('B', portB);
  say(
    `A on ${portA}, B on ${portB} (PUBLIC_URL ${publicOrigin}), ready after ${Math.round((performance.now() - started) / 1000)} s`,
  );

  const site: Site = { root, a, b, cluster, publicOrigin, env };
  const results: Result[] = [];
  results.push(...(await check('a', 'content change', 20_000, () => contentChange(site))));
  let user: { cookie: string; userId: string } | undefined;
  results.push(
    ...(await check('b', 'shared session', 10_000, async () => {
      const session = await sharedSession(site);
      user = session;
      return session.results;
    })),
  );
  if (user) {
    const signedIn = user;
    results.push(...(await check('c', 'saves', 40_000, () => concurrentSaves(site, signedIn))));
    results.push(
      ...(await check('d', 'outage', OUTAGE_MS + 40_000, () =>
        databaseOutage(site, signedIn, { outageMs: OUTAGE_MS }),
      )),
    );
    results.push(...(await check('e', 'SIGTERM', 30_000, () => gracefulStop(site, signedIn))));
  } else {
    for (const id of ['c', 'd', 'e']) {
      results.push({ id, name: 'needs a signed-in user', pass: false, figure: 'check b failed' });
    }
  }

  const failed = results.filter((r) => !r.pass);
  console.log('\nSummary');
  console.log(`| check | result | figure`);
  for (const r of results) {
    console.log(`| ${r.id.padEnd(5)} | ${r.pass ? 'PASS  ' : 'FAIL  '} | ${r.name}: ${r.figure}`);
  }
  console.log(
    `${results.length - failed.length} passed, ${failed.length} failed, in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  if (failed.length > 0) {
    for (const instance of instances) {
      const log = tail(instance.logFile, 1_500);
      if (log) console.log(`\nThe end of ${instance.name}'s log:\n${log}`);
    }
  }
  return failed.length === 0 ? 0 : 1;
}

const deadline = setTimeout(() => {
  console.error(`proof: not finished within ${WHOLE_RUN_MS / 1000} s; stopping`);
  cleanUp();
  process.exit(1);
}, WHOLE_RUN_MS);
deadline.unref();

main()
  .then((code) => {
    cleanUp();
    process.exit(code);
  })
  .catch((error: unknown) => {
    console.error('proof:', error instanceof Error ? error.message : error);
    cleanUp();
    process.exit(1);
  });
