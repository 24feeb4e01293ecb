import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Past events stay listed without their form (issue 22, ADR 037): an event's `registrationOpen` is worked
 * out when a read runs, and kept answers and pages keep it while the content version is current
 * (ADR 029). So the version must move when a day with events ends, India time, though no row
 * changed. This moves it once for each such day end: when some event's day has ended (its next
 * day's 00:00 IST, 18:30 UTC on its own day, has passed) after the version last moved.
 *
 * The check is one statement and its condition holds for every app on the database at once, but
 * the first move makes it false for all (`changed_at` is then later than the day's end), so
 * several apps checking together move it once or, in a race, twice: harmless (a cache dropped
 * for nothing). A server that was down at midnight moves it at its first check.
 *
 * @returns whether it moved the version.
 */
export async function moveVersionAfterEventDays(db: Db, now: Date = new Date()): Promise<boolean> {
  const result = await db.execute(sql`
    select content_version_move() as version
    where exists (
      select 1 from "event", "content_version" cv
      where ((("event"."date" + 1)::timestamp - interval '5 hours 30 minutes') at time zone 'UTC')
              <= ${now.toISOString()}::timestamptz
        and ((("event"."date" + 1)::timestamp - interval '5 hours 30 minutes') at time zone 'UTC')
              > cv."changed_at"
    )`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * How long a registration is kept: one year after its event (the consent note and the privacy
 * notice say so). Then it is erased, with the event's other registrations.
 */
/** How often an app checks for a day with events that has ended. */
const EVENT_DAY_END_CHECK_MS = 60_000;

/**
 * Checks every `everyMs` (and once at once) and, after a move, calls `moved` (the app re-reads
 * its content version so it hears the change at once). Returns the stop. The timer never keeps
 * the process alive; a failed check is logged and tried again next time.
 */
export function watchEventDayEnds(opts: {
  db: Db;
  moved: () => Promise<unknown>;
  everyMs?: number;
  log?: { debug(o: object, m: string): void };
}): () => void {
  let running = false;
  const check = () => {
    if (running) return;
    running = true;
    moveVersionAfterEventDays(opts.db)
      .then((moved) => (moved ? opts.moved() : undefined))
      .catch((err: unknown) => opts.log?.debug({ err }, 'events: the day-end check failed'))
      .finally(() => {
        running = false;
      });
  };
  check();
  const timer = setInterval(check, opts.everyMs ?? EVENT_DAY_END_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
