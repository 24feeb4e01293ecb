import { describe, expect, it } from 'vitest';
import { statusText } from './blog-status';

describe('statusText', () => {
  it('names a draft and a published article', () => {
    expect(statusText({ status: 'draft', publishAt: null })).toBe('Draft');
    expect(statusText({ status: 'published', publishAt: '2026-11-27T04:30:00.000Z' })).toBe(
      'Published',
    );
  });

  it('gives a scheduled article its time in India time', () => {
    expect(statusText({ status: 'scheduled', publishAt: '2026-11-27T04:30:00.000Z' })).toBe(
      'Scheduled for 27 Nov 2026, 10:00 IST',
    );
  });
});
