import { describe, expect, it } from 'vitest';
import { savedOf, withSaved } from './saved-link';

describe('already saved in the share link', () => {
  it('adds nothing for no saving, so the seeds’ link is unchanged', () => {
    expect(withSaved('#pv=1000000&goal=EDUCATION&years=10', undefined)).toBe(
      '#pv=1000000&goal=EDUCATION&years=10',
    );
    expect(savedOf('#pv=1000000&goal=EDUCATION&years=10', 1e10)).toBeUndefined();
  });

  it('carries a saving there and back', () => {
    const fragment = withSaved('#pv=1000000&goal=EDUCATION&years=10', 200_000.5);
    expect(fragment).toBe('#pv=1000000&goal=EDUCATION&years=10&saved=200000.5');
    expect(savedOf(fragment, 1e10)).toBe(200_000.5);
  });

  it('calls a saving that is no amount in range broken', () => {
    expect(savedOf('#saved=abc', 1e10)).toBe('broken');
    expect(savedOf('#saved=-5', 1e10)).toBe('broken');
    expect(savedOf('#saved=1.234', 1e10)).toBe('broken');
    expect(savedOf('#saved=', 1e10)).toBe('broken');
  });
});
