import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database, type Db } from '../../db/client';
import { bannerTexts } from '../../db/schema/content';
import { saveSection } from '../magazine/save-blog';
import {
  createPostgresTestDatabase,
  createTestDatabase,
  testConfig,
  testEngine,
} from '../../testing/test-app';
import { adminBearer } from '../../testing/admin-bearer';
import { startContentVersion, type ContentVersion } from './content-version';

/**
 * The content version lives in the database, per app, and every app hears it (decision 33,
 * ADR 029): a write announced with NOTIFY reaches another app within a second, the poll catches
 * what a notification missed, a rolled-back write moves nothing, and two apps in one process
 * never share a version.
 */

/** Long enough that a test passing within it cannot have been helped by the poll. */
const NO_POLL_MS = 60_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appOn(database: Database, contentVersionPollMs = NO_POLL_MS): Promise<App> {
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    contentVersionPollMs,
  });
  cleanups.push(() => app.close());
  return app;
}

async function freshDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  return database;
}

/** Resolves with the first version `version` hears past `above`, or fails after `withinMs`. */
function heardPast(version: ContentVersion, above: number, withinMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    if (version.current() > above) return resolve(version.current());
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`nothing past ${above} heard within ${withinMs} ms`));
    }, withinMs);
    const stop = version.onChange((heard) => {
      if (heard <= above) return;
      clearTimeout(timer);
      stop();
      resolve(heard);
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Moves the version as a write no trigger sees and nobody announces: only a re-read finds it. */
const moveSilently = (db: Db) => db.execute(sql`update content_version set version = version + 1`);

/** A logger that keeps what it is told, by level. */
function keepingLogger() {
  const lines: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      const msg = args.find((arg): arg is string => typeof arg === 'string') ?? '';
      lines.push({ level, msg });
    };
  const log = {
    level: 'debug',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

describe('the content version of an app', () => {
  it('two apps in one process, each on its own database, have versions of their own', async () => {
    const [a, b] = [await appOn(await freshDatabase()), await appOn(await freshDatabase())];
    const bStart = b.contentVersion.current();

    const moved = await a.contentVersion.move();
    expect(a.contentVersion.current()).toBe(moved);
    await saveSection({ db: a.db, contentVersion: a.contentVersion }, { name: 'Tax Planning' });
    expect(a.contentVersion.current()).toBe(moved + 1);
    await pause(200);
    expect(b.contentVersion.current()).toBe(bStart);
    expect(await b.contentVersion.refresh()).toBe(bStart);
  });

  it('moves nothing, and tells nobody, for a write that rolls back', async () => {
    const app = await appOn(await freshDatabase(), 100);
    const start = app.contentVersion.current();
    const heard: number[] = [];
    cleanups.push(async () => app.contentVersion.onChange((v) => heard.push(v))());

    await expect(
      app.db.transaction(async (tx) => {
        await tx.insert(bannerTexts).values({ text: 'Never shown' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // Several polls and any notification have had their chance.
    await pause(500);
    expect(app.contentVersion.current()).toBe(start);
    expect(await app.contentVersion.refresh()).toBe(start);
    expect(heard).toEqual([]);
  });

  it('catches a change by its poll alone when no notification comes', async () => {
    const database = await freshDatabase();
    // An app whose notifications never arrive: as if its listening connection were down.
    const deaf: Database = { ...database, listen: async () => ({ close: async () => {} }) };
    const version = await startContentVersion(deaf, { pollMs: 200 });
    cleanups.push(() => version.close());
    const start = version.current();

    await database.db.insert(bannerTexts).values({ text: 'Heard by the poll' });
    expect(await heardPast(version, start, 2000)).toBe(start + 1);
  });

  it('keeps its last version while the re-read fails, and takes the next one after', async () => {
    const database = await freshDatabase();
    const flaky: Database = { ...database, listen: async () => ({ close: async () => {} }) };
    const { log, lines } = keepingLogger();
    const version = await startContentVersion(flaky, { pollMs: 100, log });
    cleanups.push(() => version.close());
    const start = version.current();

    flaky.db = new Proxy(database.db, {
      get: () => () => {
        throw new Error('the database is away');
      },
    });
    await pause(350);
    expect(version.current()).toBe(start);
    expect(lines.filter((line) => line.level === 'debug').length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.level !== 'debug')).toEqual([]);

    flaky.db = database.db;
    await moveSilently(database.db);
    expect(await heardPast(version, start, 2000)).toBe(start + 1);
  });
});

// Several instances share one database only on a PostgreSQL server: these run in the PostgreSQL
// pass (TEST_DATABASE_URL), where PGlite's pass has nothing to share.
if (testEngine === 'postgres') {
  describe('on PostgreSQL (its pass only): two apps on one database', () => {
    async function twoApps() {
      const created = await createPostgresTestDatabase();
      const [one, two] = [
        await openDatabase({ kind: 'postgres', url: created.url }),
        await openDatabase({ kind: 'postgres', url: created.url }),
      ];
      cleanups.push(async () => {
        await one.close();
        await two.close();
        await created.drop();
      });
      await one.migrate();
      const writer = await appOn(one);
      const reader = await appOn(two);
      return { writer, reader };
    }

    it('a write through one app is heard by the other within a second, by NOTIFY', async () => {
      const { writer, reader } = await twoApps();
      // The reader keeps its answer...
      expect(await reader.publicReads.blogSections()).toEqual([]);
      const start = reader.contentVersion.current();
      const heard = heardPast(reader.contentVersion, start, 1000);

      await saveSection(
        { db: writer.db, contentVersion: writer.contentVersion },
        { name: 'Retirement' },
      );
      // ...the writer hears its own write as the service returns, the reader within a second...
      expect(writer.contentVersion.current()).toBe(start + 1);
      expect(await heard).toBe(start + 1);
      // ...and its next read shows the change.
      expect((await reader.publicReads.blogSections()).map((s) => s.name)).toEqual(['Retirement']);

      // move() is announced the same way.
      const moved = await writer.contentVersion.move();
      expect(writer.contentVersion.current()).toBe(moved);
      expect(await heardPast(reader.contentVersion, moved - 1, 1000)).toBe(moved);
    });

    it("an admin's testimonial saved through one app is in the other app's kept public read within a second", async () => {
      const { writer, reader } = await twoApps();
      const editor = await adminBearer(writer, 'editor');
      // The reader keeps its answer of the home page's testimonials read...
      const read = () => reader.inject({ method: 'GET', url: '/api/admin/fetchTestimonials' });
      const before = await read();
      expect(before.statusCode).toBe(200);
      expect(before.body).not.toContain('Heard on every instance');
      const heard = heardPast(reader.contentVersion, reader.contentVersion.current(), 1000);

      const saved = await writer.inject({
        method: 'POST',
        url: '/api/admin/saveTestimonial',
        headers: editor,
        payload: { testimonial: 'Heard on every instance', name: 'Devika', by: 'Nurse, Kochi' },
      });
      expect(saved.statusCode, saved.body).toBe(200);

      // ...until the change is heard, and its next request shows it.
      await heard;
      expect((await read()).body).toContain('Heard on every instance');
    });

    it('listens again after its connection is cut, re-reads what it missed, and says so once', async () => {
      const created = await createPostgresTestDatabase();
      const database = await openDatabase({ kind: 'postgres', url: created.url });
      cleanups.push(async () => {
        await database.close();
        await created.drop();
      });
      await database.migrate();
      const { log, lines } = keepingLogger();
      const version = await startContentVersion(database, { pollMs: NO_POLL_MS, log });
      cleanups.push(() => version.close());
      const start = version.current();

      // A change nobody announces: neither a notification nor the poll brings it.
      await moveSilently(database.db);
      await pause(300);
      expect(version.current()).toBe(start);

      // The listening connection goes away (as when the server restarts).
      await database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
      // Back within the first retry (0.5 s), it re-reads and finds the change.
      expect(await heardPast(version, start, 3000)).toBe(start + 1);
      expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
      expect(lines.filter((line) => line.level === 'info')).toHaveLength(1);

      // And it hears notifications again.
      await database.db.insert(bannerTexts).values({ text: 'After the cut' });
      expect(await heardPast(version, start + 1, 1000)).toBe(start + 2);
    });
  });
}
