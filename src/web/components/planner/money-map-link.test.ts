import { describe, expect, it } from 'vitest';
import { parseShareFragment } from './money-map-link';
import { shareFragment } from './money-map-share';

const input = { presentValue: 500_000, goal: 'EDUCATION' as const, years: 15 };
const rates = {
  inflation: 0.08,
  returns: { conservative: 0.065, moderate: 0.09, aggressive: 0.13 },
};

describe('the share link', () => {
  it('carries the inputs alone when the rates are the goal’s own', () => {
    expect(shareFragment({ input, stepUp: 0 })).toBe('#pv=500000&goal=EDUCATION&years=15');
    expect(parseShareFragment('#pv=500000&goal=EDUCATION&years=15')).toEqual({
      input,
      rates: undefined,
      stepUp: 0,
    });
  });

  it('carries edited rates and a step-up as percentages, and reads them back', () => {
    const fragment = shareFragment({ input, rates, stepUp: 0.1 });
    expect(fragment).toBe(
      '#pv=500000&goal=EDUCATION&years=15&inflation=8&debt=6.5&aa=9&equity=13&stepUp=10',
    );
    expect(parseShareFragment(fragment)).toEqual({ input, rates, stepUp: 0.1 });
  });

  it.each(['', '#', '#main-content', '#utm_source=mail'])(
    'finds no map’s link in %j, and says nothing',
    (hash) => {
      expect(parseShareFragment(hash)).toBeNull();
    },
  );

  it.each([
    '#goal=HOME&years=10',
    '#pv=&goal=HOME&years=10',
    '#pv=1000&goal=HOME',
    '#pv=1000&goal=HOME&years=',
    '#pv=1000&goal=HOME&years=2.5',
    '#stepUp=5',
    '#pv=0&goal=HOME&years=10',
    '#pv=1000&goal=YACHT&years=10',
    '#pv=1000&goal=HOME&years=51',
    '#pv=abc&goal=HOME&years=10',
    '#pv=1000&goal=HOME&years=10&inflation=6&debt=1&aa=10&equity=12',
    '#pv=1000&goal=HOME&years=10&inflation=6',
    '#pv=1000&goal=HOME&years=10&stepUp=25',
    '#pv=1000&goal=HOME&years=10&stepUp=-5',
    '#pv=1000&goal=HOME&years=10&inflation=6&debt=12&aa=10&equity=8',
    '#pv=1%2C000&goal=HOME&years=10',
  ])('reads %j as a broken link: the planner opens nothing and says so', (hash) => {
    expect(parseShareFragment(hash)).toBe('broken');
  });
});
