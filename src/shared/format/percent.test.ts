import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it.each([
    [0, '0%'],
    [0.06, '6%'],
    [0.1, '10%'],
    [0.12, '12%'],
    [0.075, '7.5%'],
  ])('formats %d as %s', (x, expected) => {
    expect(formatPercent(x)).toBe(expected);
  });
});
