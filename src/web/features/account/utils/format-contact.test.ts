import { describe, expect, it } from 'vitest';
import { formatContact } from './format-contact';

describe('formatContact', () => {
  it('reads the stored +91XXXXXXXXXX as +91 98765 43210', () => {
    expect(formatContact('+919876543210')).toBe('+91 98765 43210');
  });

  it('reads a number stored as 10 digits the same way', () => {
    expect(formatContact('9876543210')).toBe('+91 98765 43210');
  });

  it('is empty for no number', () => {
    expect(formatContact(null)).toBe('');
    expect(formatContact(undefined)).toBe('');
    expect(formatContact('')).toBe('');
  });

  it('shows anything else as it is', () => {
    expect(formatContact('+14155550100')).toBe('+14155550100');
  });
});
