/**
 * Events as the API and pages give them, and their paths and shown forms: free of Zod, for the
 * registry (first load) and the events pages; the registration's schema is in
 * src/shared/schemas/events.ts.
 */

/**
 * One event as the API and pages give it: the seed's names (eventCity, eventTitle, …) plus the
 * slug of its page, its length in minutes, and whether it still takes registrations (until its day
 * ends, India time).
 */
export type TEvent = {
  id: number;
  slug: string;
  eventCity: string;
  eventTitle: string;
  /** The day, India time: `YYYY-MM-DD`. */
  eventDate: string;
  /** The length in words ('2 hours 30 minutes'). */
  duration: string;
  durationMinutes: number;
  eventDescription: string;
  keyNoteSpeaker: string;
  venue: string;
  /** India time, 24-hour `HH:MM`. */
  startTime: string;
  /** True until the event's day has ended (India time). */
  registrationOpen: boolean;
};

/** GET /api/admin/getEvents: every event, soonest first among the upcoming, then past ones. */
export type TGetEventsResponse = { success: true; events: TEvent[] };
/** GET /api/admin/getEvent?event=<id>: one event, for its page. */
export type TGetEventResponse = { success: true; event: TEvent };

/** The path segment of an event's page: `{slug}-{id}`. */
export function eventPathSegment(event: Pick<TEvent, 'slug' | 'id'>): string {
  return `${event.slug}-${event.id}`;
}

/** The id at the end of an event page's segment (`money-basics-pune-12` → 12), or null. */
export function eventIdOfSegment(segment: string): number | null {
  const match = /(?:^|-)([1-9]\d{0,8})$/.exec(segment);
  return match ? Number(match[1]) : null;
}

/** `YYYY-MM-DD` → `dd-mm-yyyy`, as the event dialog shows dates. */
export function eventDateShown(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}

/** `HH:MM` (24-hour) → `10:30 AM`. */
export function eventTimeShown(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}
