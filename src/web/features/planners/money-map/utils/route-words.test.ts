import { describe, expect, it } from 'vitest';
import { MONEY_MAP_ROUTES } from '../../../../../shared/planners/money-map';
import { routeHorizon, yearsText } from './route-words';

describe('routeHorizon', () => {
  it('reads each route’s years from the shared constants', () => {
    expect(MONEY_MAP_ROUTES.map(routeHorizon)).toEqual([
      'Up to 3 years',
      '4–7 years',
      'Over 7 years',
    ]);
  });
});

describe('yearsText', () => {
  it('says year or years', () => {
    expect(yearsText(1)).toBe('1 year');
    expect(yearsText(10)).toBe('10 years');
  });
});
