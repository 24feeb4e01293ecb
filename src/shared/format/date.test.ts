import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formatDate, formatLongDate } from './date';

it('writes a date as people in India do, on India’s clock', () => {
  expect(formatDate('2026-11-23T10:00:00.000Z')).toBe('23 Nov 2026');
  // 20:00 in London on 31 December is already New Year's Day in India.
  expect(formatDate('2026-12-31T20:00:00.000Z')).toBe('1 Jan 2027');
});

it('writes every date as en-IN’s Intl does on India’s clock, September as Sept', () => {
  const intl = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  expect(formatDate('2026-09-03T20:00:00.000Z')).toBe('4 Sept 2026');
  fc.assert(
    fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
      const iso = new Date(time).toISOString();
      expect(formatDate(iso)).toBe(intl.format(time));
    }),
    { numRuns: 2000 },
  );
});

it('refuses what is not a date', () => {
  expect(() => formatDate('not a date')).toThrow(RangeError);
});

it('writes a day in full as en-IN’s Intl does on India’s clock', () => {
  const intl = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  expect(formatLongDate(new Date('2026-11-23T10:00:00.000Z'))).toBe('23 November 2026');
  fc.assert(
    fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
      expect(formatLongDate(new Date(time))).toBe(intl.format(time));
    }),
    { numRuns: 2000 },
  );
});
