import { describe, expect, it } from 'vitest';
import { escapeIcsText, eventIcs, foldIcsLine, istInstant } from './ics';

const event = {
  uid: 'registration-1b2c@arthashala.in',
  date: '2026-12-05',
  startTime: '10:30',
  durationMinutes: 150,
  summary: 'Money basics, for women; in Pune',
  description: 'Line one\nLine two, with a comma; and a back\\slash',
  location: 'Kala Sabhagriha, Shivajinagar, Pune',
  url: 'https://arthashala.in/events/money-basics-pune-3',
  organizer: { name: 'Arthashala', email: 'support@arthashala.in' },
};
const now = new Date('2026-11-27T03:15:09.123Z');

describe('eventIcs', () => {
  const ics = eventIcs(event, now);
  const lines = ics.split('\r\n');

  it('ends every line with CRLF and never has a bare LF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is one calendar with one event, in order', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.indexOf('END:VEVENT')).toBeGreaterThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('writes the India start and the end after the duration in UTC', () => {
    // 10:30 IST is 05:00 UTC; two and a half hours later is 07:30 UTC.
    expect(lines).toContain('DTSTART:20261205T050000Z');
    expect(lines).toContain('DTEND:20261205T073000Z');
    expect(lines).toContain('DTSTAMP:20261127T031509Z');
    expect(lines).toContain('UID:registration-1b2c@arthashala.in');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    expect(lines).toContain('SUMMARY:Money basics\\, for women\\; in Pune');
    expect(lines).toContain('LOCATION:Kala Sabhagriha\\, Shivajinagar\\, Pune');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'DESCRIPTION:Line one\\nLine two\\, with a comma\\; and a back\\\\slash\r\n',
    );
  });

  it('keeps every line within 75 octets', () => {
    const long = eventIcs({ ...event, description: 'ನಮಸ್ಕಾರ '.repeat(40) }, now);
    for (const line of long.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    // Unfolding gives the text back whole.
    expect(long.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'ನಮಸ್ಕಾರ '.repeat(40)}`);
  });
});

describe('the helpers', () => {
  it('turns an India date and time into the instant', () => {
    expect(istInstant('2026-01-01', '00:15').toISOString()).toBe('2025-12-31T18:45:00.000Z');
  });
  it('escapes CRLF as one \\n', () => {
    expect(escapeIcsText('a\r\nb')).toBe('a\\nb');
  });
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:x')).toBe('SUMMARY:x');
  });
});
