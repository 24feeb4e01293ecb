import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it.each([
    ['500000', 500000],
    ['5,00,000', 500000],
    ['₹ 5 00 000', 500000],
    ['  12 ', 12],
    ['0', 0],
    ['-3', -3],
    ['1500.5', 1500.5],
    ['.5', 0.5],
    ['7.', 7],
  ])('reads %j as %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it('is undefined for empty input', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount(' ₹ ')).toBeUndefined();
  });

  it.each(['abc', '1e5', '0x10', '5-5', '1.2.3', '.'])('is NaN for %j', (text) => {
    expect(parseAmount(text)).toBeNaN();
  });
});
