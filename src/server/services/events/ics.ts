/**
 * An event as an iCalendar file (RFC 5545), attached to the registration's confirmation so that
 * the registrant can put it in their calendar. Times are written in UTC (`…Z`): India has one
 * offset all year (UTC+05:30), so the conversion is exact and no VTIMEZONE is needed.
 */

/** India Standard Time's offset from UTC, in minutes; no daylight saving. */
export const IST_OFFSET_MINUTES = 330;

export type CalendarEvent = {
  /** Unique and stable for this registration: the same file sent again updates the same entry. */
  uid: string;
  /** The day (`YYYY-MM-DD`) and start (`HH:MM`), India time. */
  date: string;
  startTime: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer?: { name: string; email: string };
};

/** The instant an India date and time stand for. */
export function istInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!) - IST_OFFSET_MINUTES * 60_000);
}

/** `20261205T043000Z` */
function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line to at most 75 octets (RFC 5545 3.1): the rest goes on lines that start
 * with a space. Never splits a UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole file, CRLF line endings, one VEVENT. */
export function eventIcs(event: CalendarEvent, now: Date = new Date()): string {
  const start = istInstant(event.date, event.startTime);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Arthashala//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN="${event.organizer.name.replace(/"/g, '')}":mailto:${event.organizer.email}`]
      : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
