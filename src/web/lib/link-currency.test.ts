import { describe, expect, it } from 'vitest';
import { ariaCurrentOf, linkCurrency } from './link-currency';

describe('linkCurrency', () => {
  it('marks the page itself, the section a page sits in, and nothing else', () => {
    expect(linkCurrency('/magazine', '/magazine')).toBe('page');
    expect(linkCurrency('/magazine/section/investing', '/magazine')).toBe('section');
    expect(linkCurrency('/magazine-old', '/magazine')).toBeNull();
    expect(linkCurrency('/moneyMap', '/magazine')).toBeNull();
  });

  it('never treats Home as the section of every page', () => {
    expect(linkCurrency('/', '/')).toBe('page');
    expect(linkCurrency('/magazine', '/')).toBeNull();
  });

  it('tells screen readers the page with "page" and its section with "true"', () => {
    expect(ariaCurrentOf('page')).toBe('page');
    expect(ariaCurrentOf('section')).toBe('true');
    expect(ariaCurrentOf(null)).toBeUndefined();
  });
});
