import { asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { TEvent } from '../../../shared/events/events';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { IST_OFFSET_MINUTES } from './ics';

/** Today's date in India (`YYYY-MM-DD`): an event takes registrations until its day ends. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** `150` → `2 hours 30 minutes`. */
function durationInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

type EventRow = typeof events.$inferSelect;

/** A row as the API and pages give it, open or not as of `today` (India). */
export function toEvent(row: EventRow, today: string): TEvent {
  return {
    id: row.id,
    slug: row.slug,
    eventCity: row.city,
    eventTitle: row.title,
    eventDate: row.date,
    duration: durationInWords(row.durationMinutes),
    durationMinutes: row.durationMinutes,
    eventDescription: row.description,
    keyNoteSpeaker: row.keyNoteSpeaker,
    venue: row.venue,
    startTime: row.startTime,
    registrationOpen: row.date >= today,
  };
}

/**
 * Every event: the upcoming ones (today included) soonest first, then the past ones, latest first.
 * Whether each is open is worked out now; the kept answers stay right because the content version
 * moves when a day with events ends (event-day-end.ts).
 */
export async function listEvents(db: Db, now: Date = new Date()): Promise<TEvent[]> {
  const today = indiaToday(now);
  const upcoming = await db
    .select()
    .from(events)
    .where(gte(events.date, today))
    .orderBy(asc(events.date), asc(events.startTime), asc(events.id));
  const past = await db
    .select()
    .from(events)
    .where(lt(events.date, today))
    .orderBy(desc(events.date), desc(events.startTime), desc(events.id));
  return [...upcoming, ...past].map((row) => toEvent(row, today));
}

/** One event, or null. */
export async function getEvent(db: Db, id: number, now: Date = new Date()): Promise<TEvent | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ? toEvent(row, indiaToday(now)) : null;
}
