import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { paths } from '../../src/shared/config/paths';
import { articlePath, searchPath } from '../../src/shared/magazine/slug';
import type { Cluster } from './cluster';
import { cookieOf, htmlShows, request, sleep, type Answer, type Call } from './http';
import type { Instance } from './instances';

export type Result = { id: string; name: string; pass: boolean; figure: string };

/** What the checks run against: two app processes on one PostgreSQL cluster. */
export type Site = {
  root: string;
  a: Instance;
  b: Instance;
  cluster: Cluster;
  /** PUBLIC_URL, the one origin a load balancer in front of both would show browsers. */
  publicOrigin: string;
  /** The environment the app processes run with (the content command uses it too). */
  env: Record<string, string>;
};

/** A request to one instance as it arrives from the load balancer: the public Host and Origin. */
function call(site: Site, instance: Instance, c: Omit<Call, 'port'> & { cookie?: string }) {
  const { cookie, ...rest } = c;
  return request({
    ...rest,
    port: instance.port,
    headers: {
      host: new URL(site.publicOrigin).host,
      'user-agent': 'two-instances proof',
      ...(c.method === 'POST' ? { origin: site.publicOrigin } : {}),
      ...(cookie ? { cookie } : {}),
      ...c.headers,
    },
  });
}

/** One SQL query on its own connection (the cluster is stopped and started under the checks). */
async function sql<T>(site: Site, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: site.cluster.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** `200×12, 503×3, ECONNRESET×1`: how a set of answers came back. */
function tally(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = a.error ?? String(a.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key}×${n}`).join(', ') || 'none';
}

/** A signed-in user: signs up on `instance`, returns the session cookie. */
async function signUp(site: Site, instance: Instance) {
  const email = `proof-${randomBytes(4).toString('hex')}@example.com`;
  const res = await call(site, instance, {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    json: { email, password: `proof ${randomBytes(6).toString('hex')} lamp`, name: '' },
  });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${res.body}`);
  const cookie = cookieOf(res);
  const userId = String((JSON.parse(res.body) as { user: { id: unknown } }).user.id);
  return { email, cookie, userId };
}

const moneyMap = (i: number) => ({ presentValue: 100_000 + i, goal: 'EDUCATION', years: 15 });

// a. A content change shows on the other instance's next request within 1 s.
export async function contentChange(site: Site): Promise<Result[]> {
  const name = 'content change shows on B within 1 s';
  const [section] = await sql<{ id: number; name: string }>(
    site,
    'select id, name from blog_section order by id limit 1',
  );
  if (!section) return [{ id: 'a', name, pass: false, figure: 'the demo has no section' }];
  // Warm both: the landing (which lists the sections) asked for twice, so it is kept in memory.
  for (const instance of [site.a, site.b]) {
    for (let i = 0; i < 2; i += 1) {
      const page = await call(site, instance, { path: paths.magazine.path });
      if (page.status !== 200 || !htmlShows(page.body, section.name)) {
        return [
          {
            id: 'a',
            name,
            pass: false,
            figure: `${instance.name} /magazine answered ${page.status} without "${section.name}"`,
          },
        ];
      }
    }
  }
  const newName = `Proof ${randomBytes(4).toString('hex')}`;
  const command = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/rename-section.ts',
        '--id',
        String(section.id),
        '--name',
        newName,
      ],
      { cwd: site.root, env: { ...process.env, ...site.env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
  if (command.code !== 0) {
    return [{ id: 'a', name, pass: false, figure: `rename-section failed: ${command.output}` }];
  }
  // The change has committed: poll B (and A, for the record) every 50 ms.
  const changed = performance.now();
  const seen: Record<string, number | undefined> = {};
  const giveUpMs = 3_000;
  while (performance.now() - changed < giveUpMs && seen.B === undefined) {
    await Promise.all(
      [site.a, site.b].map(async (instance) => {
        if (seen[instance.name] !== undefined) return;
        const page = await call(site, instance, { path: paths.magazine.path, timeoutMs: 2_000 });
        if (page.status === 200 && htmlShows(page.body, newName)) {
          seen[instance.name] = performance.now() - changed;
        }
      }),
    );
    await sleep(50);
  }
  const shown = (who: string) =>
    seen[who] === undefined ? `not within ${ms(giveUpMs)}` : `after ${ms(seen[who])}`;
  return [
    {
      id: 'a',
      name,
      pass: seen.B !== undefined && seen.B <= 1_000,
      figure: `section renamed by a separate process; B showed it ${shown('B')}, A ${shown('A')}`,
    },
  ];
}

// b. A session made on one instance is valid on the other.
export async function sharedSession(
  site: Site,
): Promise<{ results: Result[]; cookie: string; userId: string }> {
  const user = await signUp(site, site.a);
  const res = await call(site, site.b, { path: '/api/auth/get-session', cookie: user.cookie });
  const session =
    res.status === 200 ? (JSON.parse(res.body) as { user?: { id: unknown } } | null) : null;
  const sameUser = String(session?.user?.id) === user.userId;
  return {
    ...user,
    results: [
      {
        id: 'b',
        name: 'session made on A is valid on B',
        pass: sameUser,
        figure: sameUser
          ? `signed up on A, B's get-session answered the same user (${user.email})`
          : `B's get-session answered ${res.status}: ${res.body.slice(0, 200)}`,
      },
    ],
  };
}

// c. 200 concurrent planner saves over both instances lose nothing.
export async function concurrentSaves(
  site: Site,
  user: { cookie: string; userId: string },
): Promise<Result[]> {
  const total = 200;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
  try {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: total }, (_, i) =>
        call(site, i % 2 === 0 ? site.a : site.b, {
          method: 'POST',
          path: '/api/user/saveMoneyMap',
          json: moneyMap(i),
          cookie: user.cookie,
          agent,
          timeoutMs: 30_000,
        }),
      ),
    );
    const took = performance.now() - started;
    const [row] = await sql<{ n: string }>(
      site,
      'select count(*) as n from money_maps where user_id = $1',
      [user.userId],
    );
    const rows = Number(row?.n);
    const ok = answers.filter((a) => a.status === 200).length;
    const slowest = Math.max(...answers.map((a) => a.ms));
    return [
      {
        id: 'c',
        name: '200 concurrent saves over A and B lose nothing',
        pass: ok === total && rows === total,
        figure: `${ok}/${total} answered 200 (${tally(answers)}), ${rows} rows stored; all in ${ms(took)}, slowest ${ms(slowest)}`,
      },
    ];
  } finally {
    agent.destroy();
  }
}

type Kind = 'home' | 'magazine' | 'kept article' | 'health' | 'save' | 'new page';
type Rec = { kind: Kind; instance: string; startedAt: number; answer: Answer };
const KEPT_KINDS: Kind[] = ['home', 'magazine', 'kept article'];
const DATABASE_KINDS: Kind[] = ['health', 'save', 'new page'];

/** A 503 that says something: the envelope with a message, or a page. */
function isSiteUnavailable(answer: Answer): boolean {
  if (answer.status !== 503) return false;
  if (String(answer.headers['content-type']).startsWith('text/html')) return answer.body !== '';
  try {
    const body = JSON.parse(answer.body) as { success?: unknown; msg?: unknown };
    return body.success === false && typeof body.msg === 'string' && body.msg !== '';
  } catch {
    return false;
  }
}

// d. PostgreSQL stopped for 15 s under light load.
export async function databaseOutage(
  site: Site,
  user: { cookie: string },
  options: { outageMs: number },
): Promise<Result[]> {
  const articles = await sql<{ id: number; slug: string; title: string }>(
    site,
    'select id, slug, title from blog order by id',
  );
  const [kept, fresh] = [articles[0], articles[articles.length - 1]];
  if (!kept || !fresh || kept === fresh) {
    return [{ id: 'd', name: 'outage', pass: false, figure: 'the demo has fewer than 2 articles' }];
  }
  const keptPath = articlePath(kept);
  const freshPath = articlePath(fresh);
  const pathOf: Record<Exclude<Kind, 'save'>, string> = {
    home: paths.home.path,
    magazine: paths.magazine.path,
    'kept article': keptPath,
    health: '/api/health',
    'new page': freshPath,
  };
  const send = (instance: Instance, kind: Kind, timeoutMs = 10_000) =>
    kind === 'save'
      ? call(site, instance, {
          method: 'POST',
          path: '/api/user/saveMoneyMap',
          json: moneyMap(0),
          cookie: user.cookie,
          timeoutMs,
        })
      : call(site, instance, { path: pathOf[kind], timeoutMs });

  // The kept pages: asked for twice on each instance before the outage.
  for (const instance of [site.a, site.b]) {
    for (const kind of KEPT_KINDS) {
      for (let i = 0; i < 2; i += 1) {
        const res = await send(instance, kind);
        // The article's title is what tells a whole page from an incomplete one below.
        const whole = kind !== 'kept article' || htmlShows(res.body, kept.title);
        if (res.status !== 200 || !whole) {
          return [
            {
              id: 'd',
              name: 'outage',
              pass: false,
              figure: `before the outage ${instance.name} ${pathOf[kind as 'home']} answered ${res.status}${whole ? '' : ' without its title'}`,
            },
          ];
        }
      }
    }
  }

  // 20 requests a second, each kind in turn, alternating A and B. The new page is first asked
  // for during the outage (before it, the load asks for the health check instead).
  const records: Rec[] = [];
  const pending: Promise<unknown>[] = [];
  const kinds: Kind[] = ['home', 'health', 'magazine', 'save', 'kept article', 'new page'];
  let outageStarted = false;
  let loading = true;
  const load = (async () => {
    for (let n = 0; loading; n += 1) {
      let kind = kinds[n % kinds.length]!;
      if (kind === 'new page' && !outageStarted) kind = 'health';
      const instance = (n + Math.floor(n / kinds.length)) % 2 === 0 ? site.a : site.b;
      const startedAt = performance.now();
      pending.push(
        send(instance, kind).then((answer) =>
          records.push({ kind, instance: instance.name, startedAt, answer }),
        ),
      );
      await sleep(50);
    }
  })();

  await sleep(2_000);
  outageStarted = true;
  await site.cluster.stop();
  const down = performance.now();
  await sleep(options.outageMs);
  const restarting = performance.now();
  await site.cluster.start();
  const up = performance.now();

  // Everything again, on both: checked every 100 ms from PostgreSQL's return.
  /** What does not answer yet: `B save 500`, `A new page 200 incomplete`. */
  let notYet: string[] = [];
  const allAnswer = async () => {
    const probes = await Promise.all(
      [site.a, site.b].flatMap((instance) =>
        [...KEPT_KINDS, ...DATABASE_KINDS].map(async (kind) => {
          const res = await send(instance, kind, 2_000);
          const status = res.error ?? String(res.status);
          if (res.status !== 200) return `${instance.name} ${kind} ${status}`;
          if (kind === 'new page' && !htmlShows(res.body, fresh.title)) {
            return `${instance.name} ${kind} 200 incomplete`;
          }
          return undefined;
        }),
      ),
    );
    notYet = probes.filter((probe) => probe !== undefined);
    return notYet.length === 0;
  };
  let recoveredAfter: number | undefined;
  while (performance.now() - up < 15_000) {
    if (await allAnswer()) {
      recoveredAfter = performance.now() - up;
      break;
    }
    await sleep(100);
  }
  loading = false;
  await load;
  await Promise.all(pending);

  // What the new page, first asked for during the outage, answers now.
  const after = await Promise.all(
    [site.a, site.b].map(async (instance) => {
      const res = await send(instance, 'new page');
      const whole = res.status === 200 && htmlShows(res.body, fresh.title);
      return { instance: instance.name, whole, res };
    }),
  );

  const during = records.filter((r) => r.startedAt >= down && r.startedAt < restarting);
  const needing = during.filter((r) => DATABASE_KINDS.includes(r.kind));
  const keptDuring = during.filter((r) => KEPT_KINDS.includes(r.kind));
  const slowest = Math.max(0, ...needing.map((r) => r.answer.ms));
  const byKind = (list: Rec[]) =>
    [...new Set(list.map((r) => r.kind))]
      .map((kind) => `${kind} ${tally(list.filter((r) => r.kind === kind).map((r) => r.answer))}`)
      .join('; ');
  const alive = [site.a, site.b].filter((i) => i.alive()).map((i) => i.name);

  return [
    {
      id: 'd1',
      name: 'PostgreSQL down: what needs it answers 503 within 2 s',
      pass:
        needing.length > 0 &&
        needing.every((r) => isSiteUnavailable(r.answer) && r.answer.ms <= 2_000),
      figure: `slowest ${ms(slowest)}; ${byKind(needing)}`,
    },
    {
      id: 'd2',
      name: 'PostgreSQL down: kept pages answer 200',
      pass: keptDuring.length > 0 && keptDuring.every((r) => r.answer.status === 200),
      figure: `${keptDuring.filter((r) => r.answer.status === 200).length}/${keptDuring.length} answered 200; ${byKind(keptDuring)}`,
    },
    {
      id: 'd3',
      name: 'nothing kept from the outage',
      pass: after.every((a) => a.whole),
      figure: after
        .map(
          (a) =>
            `${a.instance}: ${freshPath} ${a.res.status}${a.whole ? ' with the article' : ' WITHOUT the article'}`,
        )
        .join('; '),
    },
    {
      id: 'd4',
      name: 'both processes stay up',
      pass: alive.length === 2,
      figure: alive.length === 2 ? 'A and B running' : `running: ${alive.join(', ') || 'none'}`,
    },
    {
      id: 'd5',
      name: 'all answers again within 5 s of the return',
      pass: recoveredAfter !== undefined && recoveredAfter <= 5_000,
      figure:
        recoveredAfter === undefined
          ? `not within 15 s of PostgreSQL accepting connections; still: ${notYet.join(', ')}`
          : `${ms(recoveredAfter)} after PostgreSQL accepted connections (outage ${ms(restarting - down)}, ${records.length} requests in all)`,
    },
  ];
}

// e. SIGTERM under load: the requests in flight complete, the process exits within 10 s.
export async function gracefulStop(site: Site, user: { cookie: string }): Promise<Result[]> {
  const connections = 50;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    // Open the connections first, so every request below is sent on one the server has accepted.
    await Promise.all(
      Array.from({ length: connections }, () =>
        call(site, site.a, { path: paths.home.path, agent }),
      ),
    );
    const tag = randomBytes(3).toString('hex');
    const inFlight = Array.from({ length: connections }, (_, i) =>
      (i % 2 === 0
        ? call(site, site.a, {
            method: 'POST',
            path: '/api/user/saveMoneyMap',
            json: moneyMap(i),
            cookie: user.cookie,
            agent,
          })
        : call(site, site.a, { path: searchPath(`proof ${tag} ${i}`), agent })
      ).then((answer) => ({ answer, at: performance.now() })),
    );
    await sleep(50);
    const signalled = performance.now();
    site.a.child.kill('SIGTERM');
    const exit = await Promise.race([site.a.exited, sleep(15_000).then(() => 'still running')]);
    const exitMs = performance.now() - signalled;
    const answers = await Promise.all(inFlight);
    const stillInFlight = answers.filter((a) => a.at > signalled).length;
    const ok = answers.filter((a) => a.answer.status === 200).length;
    return [
      {
        id: 'e1',
        name: 'SIGTERM: requests in flight complete',
        pass: ok === connections && stillInFlight > 0,
        figure: `${ok}/${connections} answered 200 (${tally(answers.map((a) => a.answer))}); ${stillInFlight} were still in flight at SIGTERM`,
      },
      {
        id: 'e2',
        name: 'SIGTERM: the process exits within 10 s',
        pass: exit === 0 && exitMs <= 10_000,
        figure:
          exit === 'still running'
            ? 'still running after 15 s'
            : `exited ${exit} after ${ms(exitMs)}`,
      },
    ];
  } finally {
    agent.destroy();
  }
}
