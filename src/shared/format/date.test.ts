import { expect, it } from 'vitest';
import { formatDate } from './date';

it('writes a date as people in India do, on India’s clock', () => {
  expect(formatDate('2026-11-23T10:00:00.000Z')).toBe('23 Nov 2026');
  // 20:00 in London on 31 December is already New Year's Day in India.
  expect(formatDate('2026-12-31T20:00:00.000Z')).toBe('1 Jan 2027');
});
