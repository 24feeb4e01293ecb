import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGLITE_SETTINGS } from '../../src/server/db/client';
import { createPostgresTestDatabase } from '../../src/server/testing/test-app';
import { rssMbOf, visitPages } from './process-memory';
import { serveBuiltSite } from './serve-built-site';

/**
 * The server's resident memory once every public page was asked for once (issue item 4):
 * - embedded: a fresh site (its first start loads the demo content and draws its pictures), then
 *   the same site started again on that database, as it runs the rest of its life; against PGlite
 *   alone (bare-pglite.mjs) opened on a copy of that database with the site's settings, one query.
 *   Then PGlite alone with each candidate setting, which shows what each is worth (ADR 031).
 * - PostgreSQL: the site on a fresh database of `serverUrl` (dropped after), started twice as
 *   embedded; null without one.
 */
export type AtRestResult = {
  embedded: {
    firstStartMb: number | null;
    restartedMb: number | null;
    barePgliteMb: number;
    /** PGlite alone with each candidate setting on the same copy: what each is worth. */
    candidates: { settings: string; barePgliteMb: number }[];
  };
  /** As embedded: its first start (the demo content loaded), then started again. */
  postgres: { firstStartMb: number | null; siteMb: number | null } | null;
};

/** PGlite's own settings tried on the bare process, PGlite's defaults first. */
const CANDIDATES: { settings: string; options: object }[] = [
  { settings: "PGlite's defaults (shared_buffers 128MB)", options: {} },
  { settings: 'shared_buffers=64MB', options: { params: ['-c', 'shared_buffers=64MB'] } },
  { settings: 'shared_buffers=32MB', options: { params: ['-c', 'shared_buffers=32MB'] } },
  { settings: 'shared_buffers=16MB', options: { params: ['-c', 'shared_buffers=16MB'] } },
  {
    settings: 'shared_buffers=32MB, wal_buffers=1MB, work_mem=2MB, temp_buffers=1MB',
    options: {
      params: [
        ...['-c', 'shared_buffers=32MB', '-c', 'wal_buffers=1MB'],
        ...['-c', 'work_mem=2MB', '-c', 'temp_buffers=1MB'],
      ],
    },
  },
];

export async function measureMemoryAtRest(
  port: number,
  pages: string[],
  serverUrl: string | undefined,
): Promise<AtRestResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arthashala-rest-'));
  try {
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir, { mode: 0o700 });
    const firstStartMb = await siteRss(port, pages, { dataDir });
    const restartedMb = await siteRss(port, pages, { dataDir });
    const bare = (options: object): number =>
      measureBarePglite(path.join(dataDir, 'pglite'), dir, options);
    const barePgliteMb = bare({ params: PGLITE_SETTINGS });
    const candidates = CANDIDATES.map((c) => ({
      settings: c.settings,
      barePgliteMb: bare(c.options),
    }));

    let postgres: AtRestResult['postgres'] = null;
    if (serverUrl) {
      const database = await createPostgresTestDatabase(serverUrl);
      try {
        const env = { DATABASE_URL: database.url };
        const firstStartMb = await siteRss(port, pages, {}, env);
        postgres = { firstStartMb, siteMb: await siteRss(port, pages, {}, env) };
      } finally {
        await database.drop();
      }
    }
    return { embedded: { firstStartMb, restartedMb, barePgliteMb, candidates }, postgres };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The built site's resident memory after every public page was asked for once. */
async function siteRss(
  port: number,
  pages: string[],
  options: { dataDir?: string },
  env: Record<string, string> = {},
): Promise<number | null> {
  const site = await serveBuiltSite(port, env, options);
  try {
    await visitPages(site.origin.replace('localhost', '127.0.0.1'), pages);
    // Let the answers' last work (compression of kept copies, timers) settle.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return rssMbOf(site.pid);
  } finally {
    await site.stop();
  }
}

/** PGlite alone on a fresh copy of `pgliteDir`: its resident memory after one query. */
function measureBarePglite(pgliteDir: string, workDir: string, options: object): number {
  const copy = path.join(workDir, 'bare-copy');
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(pgliteDir, copy, { recursive: true });
  const run = spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-pglite.mjs'), copy, JSON.stringify(options)],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (run.status !== 0) throw new Error(`bare PGlite failed: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { rssMb: number }).rssMb;
}
