import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount';
import { formatIndianNumber, formatRupees, rupeesInWords } from './rupees';

describe('parseAmount', () => {
  it.each([
    ['500000', 500000],
    ['1,50,000', 150000],
    ['150,000', 150000],
    ['₹ 5 00 000', 500000],
    ['₹ 1,50,000.50', 150000.5],
    ['₹1,50,000', 150000],
    ['Rs. 1,50,000/-', 150000],
    ['rs 2500', 2500],
    ['INR 2,500', 2500],
    ['  12 ', 12],
    ['0', 0],
    ['1500.5', 1500.5],
    ['.5', 0.5],
    ['7.', 7],
    ['12 lakh', 1200000],
    ['12 Lakh', 1200000],
    ['12 LAKHS', 1200000],
    ['12 lac', 1200000],
    ['12L', 1200000],
    ['12 l', 1200000],
    ['1.5 crore', 15000000],
    ['1.5 Crores', 15000000],
    ['2Cr', 20000000],
    ['₹ 1.25 cr', 12500000],
    ['1,00.5 lakh', 10050000],
    ['.5 lakh', 50000],
  ])('reads %j as %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it('moves the point in the digits, so lakh and crore amounts are exact', () => {
    // 1.23 × 100000 is 123000.00000000001 in floating point.
    expect(parseAmount('1.23 lakh')).toBe(123000);
    expect(parseAmount('4.56789 crore')).toBe(45678900);
    expect(parseAmount('1.2345678 lakh')).toBe(123456.78);
  });

  it('reads a minus, so the field can say it should be 0 or higher', () => {
    expect(parseAmount('-3')).toBe(-3);
    expect(parseAmount('-₹1,50,000')).toBe(-150000);
    expect(parseAmount('− 2 lakh')).toBe(-200000);
    expect(Object.is(parseAmount('-0'), 0)).toBe(true);
  });

  it('reads paise beyond two decimals as written: the schemas refuse them with their message', () => {
    expect(parseAmount('10.125')).toBe(10.125);
  });

  it('is undefined for an empty field', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('   ')).toBeUndefined();
    expect(parseAmount(' ₹ ')).toBeUndefined();
  });

  it.each([
    'abc',
    '12 lakhs of',
    'lakh',
    '12k',
    '1 crore 20 lakh',
    '1e5',
    '0x10',
    'NaN',
    'Infinity',
    '5-5',
    '--5',
    '-',
    '+5',
    '1.2.3',
    '1.50,000',
    '.',
    ',5',
    '5,',
    '₹₹5',
  ])('is NaN for %j', (text) => {
    expect(parseAmount(text)).toBeNaN();
  });

  it('reads back any amount in rupees and paise as the site writes it', () => {
    const paise = fc.integer({ min: 0, max: 1e12 }).map((p) => p / 100);
    fc.assert(
      fc.property(paise, (amount) => {
        expect(parseAmount(formatRupees(amount, { paise: true }))).toBe(amount);
        expect(parseAmount(formatRupees(-amount, { paise: true }))).toBe(
          amount === 0 ? 0 : -amount,
        );
      }),
    );
  });

  it('reads back any whole amount, with or without the rupee sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (amount) => {
        expect(parseAmount(formatRupees(amount))).toBe(amount);
        expect(parseAmount(formatIndianNumber(amount))).toBe(amount);
      }),
    );
  });

  it('reads an amount in words back to within its last shown digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1e5, max: 1e12 }), (amount) => {
        const words = rupeesInWords(amount);
        const unit = words.endsWith('crore') ? 1e7 : 1e5;
        // Two decimals of a lakh or a crore: half of 0.01 of it at most.
        expect(Math.abs(parseAmount(words)! - amount)).toBeLessThanOrEqual(unit * 0.005);
      }),
    );
  });

  it('reads lakh and crore as 10^5 and 10^7 of the written number, in any case', () => {
    const hundredths = fc.integer({ min: 0, max: 1e6 });
    const lakhWord = fc.constantFrom('lakh', 'Lakh', 'LAKHS', 'lac', 'L', ' lakh', ' L');
    const croreWord = fc.constantFrom('crore', 'Crores', 'cr', ' Cr', ' crore');
    fc.assert(
      fc.property(hundredths, lakhWord, croreWord, (h, lakh, crore) => {
        const written = (h / 100).toFixed(2);
        expect(parseAmount(`${written}${lakh}`)).toBe(h * 1000);
        expect(parseAmount(`${written}${crore}`)).toBe(h * 100000);
      }),
    );
  });

  it('gives a number, undefined or NaN for any text, and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseAmount(text);
        expect(value === undefined || typeof value === 'number').toBe(true);
      }),
    );
  });
});
