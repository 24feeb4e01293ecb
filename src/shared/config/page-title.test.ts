import { describe, expect, it } from 'vitest';
import { MAX_TITLE_LENGTH, pageTitle } from './page-title';
import { paths } from './paths';

describe('pageTitle', () => {
  it('leads with the site name on the home page and ends with it elsewhere', () => {
    expect(pageTitle(paths.home)).toBe(`Arthashala: ${paths.home.title}`);
    expect(pageTitle(paths.moneyMap)).toBe(`${paths.moneyMap.title} | Arthashala`);
  });

  it('leaves the site name off where it would pass 60 characters', () => {
    const title = 'Old or new tax regime? Choosing for 2025-26 and after';
    expect(`${title} | Arthashala`.length).toBeGreaterThan(MAX_TITLE_LENGTH);
    expect(pageTitle({ title })).toBe(title);
  });

  it('cuts a title too long alone at a word, with an ellipsis', () => {
    const title = 'Your emergency fund: how much, where to keep it, and when to use it';
    const shown = pageTitle({ title });
    expect(shown).toBe('Your emergency fund: how much, where to keep it, and when…');
    expect(shown.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    // No dangling punctuation before the ellipsis.
    expect(pageTitle({ title: `${'a'.repeat(50)}, ${'b'.repeat(20)}` })).toBe(`${'a'.repeat(50)}…`);
  });
});
