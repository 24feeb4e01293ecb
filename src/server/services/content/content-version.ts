import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { CONTENT_VERSION_CHANNEL, contentVersion } from '../../db/schema/content-version';

/**
 * The version of the site's public content as one app heard it (decision 33, ADR 029). The number
 * lives in the database (`content_version`); every write to a table that public reads or pages
 * show moves it in the same transaction and announces it with NOTIFY, by a trigger. This object
 * LISTENs for those announcements, re-reads the number every `pollMs` in case one was missed, and
 * tells the caches, which keep an answer while the version it was made at is current.
 */
export interface ContentVersion {
  /** The version this app last heard of; synchronous, called on every request. */
  current(): number;
  /** Calls `listener` after every change this app hears (it must not throw); returns the unsubscribe. */
  onChange(listener: (version: number) => void): () => void;
  /** Re-reads the version from the database now (e.g. right after a local write commits); resolves to it. */
  refresh(): Promise<number>;
  /** Moves the version (a write of its own, for tests and tools that change content behind the services); resolves to the new one after commit, already heard locally. */
  move(): Promise<number>;
  close(): Promise<void>;
}

export type ContentVersionOptions = {
  /** How often the version is re-read, whatever the notifications say (ms). */
  pollMs?: number;
  log?: FastifyBaseLogger;
};

const DEFAULT_POLL_MS = 5000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The version as committed now. */
async function readVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion);
  if (!row) throw new Error('content_version has no row: are the migrations applied?');
  return row.version;
}

/**
 * Starts hearing the content version of `database`: LISTEN first (so that nothing committed after
 * the first read is missed), then the first read, then the poll. Rejects when the first read
 * fails; a notification connection that cannot be made is tried again in the background.
 */
export async function startContentVersion(
  database: Database,
  options: ContentVersionOptions = {},
): Promise<ContentVersion> {
  const { log } = options;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const listeners = new Set<(version: number) => void>();
  let version = 0;
  let closed = false;

  /**
   * Takes a version heard from anywhere. The number only grows, and announcements and re-reads
   * may arrive out of order, so an older one than the current is ignored.
   */
  const hear = (heard: number): number => {
    if (closed || !(heard > version)) return version;
    version = heard;
    for (const listener of listeners) {
      try {
        listener(heard);
      } catch (err) {
        log?.error({ err }, 'a content version listener threw');
      }
    }
    return version;
  };

  const refresh = async () => hear(await readVersion(database.db));

  const subscription = await database.listen(CONTENT_VERSION_CHANNEL, {
    notify: (payload) => {
      const announced = Number(payload);
      if (Number.isSafeInteger(announced)) hear(announced);
      else void refresh().catch(() => {});
    },
    lost: (err) => {
      log?.warn(
        { err },
        `content version: lost the database's notifications; re-reading every ${pollMs / 1000} s until they are back`,
      );
    },
    back: () => {
      log?.info('content version: hearing the database again');
      // A change may have been announced while nobody listened.
      refresh().catch((err: unknown) => {
        log?.debug({ err }, 'content version: re-read after reconnecting failed');
      });
    },
  });

  try {
    version = await readVersion(database.db);
  } catch (error) {
    await subscription.close();
    throw error;
  }

  let polling = false;
  const poll = setInterval(() => {
    if (polling) return;
    polling = true;
    refresh()
      .catch((err: unknown) => {
        // Keep the last version; the next poll tries again.
        log?.debug({ err }, 'content version: re-read failed');
      })
      .finally(() => {
        polling = false;
      });
  }, pollMs);
  poll.unref();

  return {
    current: () => version,
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    refresh,
    async move() {
      const result = await database.db.execute(sql`select content_version_move() as version`);
      const [row] = rowsOf<{ version: number | string }>(result);
      const moved = Number(row!.version);
      hear(moved);
      return moved;
    },
    async close() {
      closed = true;
      clearInterval(poll);
      listeners.clear();
      await subscription.close();
    },
  };
}
