import { and, eq, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blog } from '../../db/schema/magazine';
import type { ContentVersion } from '../content/content-version';

/**
 * The scheduler of articles (issue 24, ADR 039): scheduled articles become published at their
 * time, on their own, without a request. Every instance runs it; the UPDATE is its own lock, so
 * two instances publishing at once publish each article once. The blog table's trigger moves the
 * content version and NOTIFY tells every instance (ADR 029), whose caches then show the article.
 */

/** The longest wait between two passes: a scheduled time is kept to within this, at worst. */
const PUBLISH_DUE_MS = 5_000;
/** The shortest wait, so that a burst of due times cannot spin. */
const MIN_WAIT_MS = 50;

/** Publishes every scheduled article whose time has come; resolves to their ids. */
async function publishDue(db: Db): Promise<number[]> {
  const published = await db
    .update(blog)
    // `updated_at` moves too: the article, the feeds and the sitemaps changed now.
    .set({ status: 'published', updatedAt: sql`now()` })
    .where(and(eq(blog.status, 'scheduled'), lte(blog.publishAt, sql`now()`)))
    .returning({ id: blog.id });
  return published.map((row) => row.id);
}

/** How long until the next scheduled article is due (ms), or undefined when none is scheduled. */
async function untilNextDue(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ next: min(blog.publishAt) })
    .from(blog)
    .where(eq(blog.status, 'scheduled'));
  return row?.next ? row.next.getTime() - Date.now() : undefined;
}

/**
 * Starts the passes: one now, then one at the next due time or after `everyMs` (5 s), whichever is
 * sooner, and one whenever the content version moves (a new schedule, from any instance). A
 * failed pass is logged and tried again at the next; the timer never keeps the process alive.
 * Returns the stop.
 */
export function startPublishDue(opts: {
  db: Db;
  contentVersion: Pick<ContentVersion, 'refresh' | 'onChange'>;
  log: { warn(o: object, m: string): void };
  everyMs?: number;
}): () => void {
  const everyMs = opts.everyMs ?? PUBLISH_DUE_MS;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running = false;
  let again = false;

  const plan = (waitMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(pass, Math.max(MIN_WAIT_MS, Math.min(waitMs, everyMs)));
    timer.unref();
  };

  async function pass(): Promise<void> {
    if (stopped) return;
    // One pass at a time; a request for another meanwhile runs right after.
    if (running) {
      again = true;
      return;
    }
    running = true;
    let wait = everyMs;
    try {
      // Only a write that publishes something may touch the table: the blog table's trigger is per
      // statement, so even an UPDATE of no rows would move the content version, empty every cache
      // and, through onChange, ask for another pass at once.
      const untilDue = await untilNextDue(opts.db);
      wait = untilDue ?? everyMs;
      if (untilDue !== undefined && untilDue <= 0) {
        const published = await publishDue(opts.db);
        // This instance hears its own change now; the others by NOTIFY.
        if (published.length > 0) await opts.contentVersion.refresh();
        wait = (await untilNextDue(opts.db)) ?? everyMs;
      }
    } catch (err) {
      opts.log.warn({ err }, 'publishing the scheduled articles failed');
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      void pass();
    } else {
      plan(wait);
    }
  }

  // Out of the notification's own call: a query made inside it would wait on the one that delivered it.
  const unsubscribe = opts.contentVersion.onChange(() => plan(0));
  void pass();
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
