import { describe, expect, it } from 'vitest';
import { changesOf, readable } from './audit-changes';

describe('changesOf: what an audit row shows of a write', () => {
  it('shows only the fields an update changed', () => {
    expect(
      changesOf(
        { name: 'Asha', testimonial: 'Good', position: 1 },
        { name: 'Asha', testimonial: 'Very good', position: 1 },
      ),
    ).toEqual([{ field: 'testimonial', before: 'Good', after: 'Very good' }]);
  });

  it('shows every field of an added row against an empty before', () => {
    expect(changesOf(null, { city: 'Pune', duration: 90 })).toEqual([
      { field: 'city', before: '—', after: 'Pune' },
      { field: 'duration', before: '—', after: '90' },
    ]);
  });

  it('shows every field of a removed row against an empty after', () => {
    expect(changesOf({ text: 'Offer ends Sunday' }, null)).toEqual([
      { field: 'text', before: 'Offer ends Sunday', after: '—' },
    ]);
  });

  it('reads a plain value as one field, and a status change by ids as its status', () => {
    expect(changesOf('old', 'new')).toEqual([{ field: 'value', before: 'old', after: 'new' }]);
    expect(changesOf({ status: 'new' }, { status: 'answered' })).toEqual([
      { field: 'status', before: 'new', after: 'answered' },
    ]);
  });
});

describe('readable', () => {
  it('cuts a long text, writes nested values as JSON and nothing as a dash', () => {
    expect(readable('x'.repeat(200))).toBe(`${'x'.repeat(160)}…`);
    expect(readable({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(readable(null)).toBe('—');
    expect(readable('')).toBe('—');
    expect(readable(false)).toBe('false');
  });
});
