import { describe, expect, it } from 'vitest';
import { resetLinkState } from './reset-link';

describe('resetLinkState', () => {
  it('opens the form for a link with a token', () => {
    expect(resetLinkState('?token=abc123')).toEqual({ token: 'abc123', outcome: null });
  });

  it('says the link is no good at once for ?error=INVALID_TOKEN', () => {
    expect(resetLinkState('?error=INVALID_TOKEN').outcome).toBe('link-invalid');
  });

  it('says the link is no good without a token', () => {
    expect(resetLinkState('').outcome).toBe('link-invalid');
    expect(resetLinkState('?token=').outcome).toBe('link-invalid');
  });

  it('trusts the error over a token given beside it', () => {
    expect(resetLinkState('?token=abc123&error=INVALID_TOKEN').outcome).toBe('link-invalid');
  });
});
