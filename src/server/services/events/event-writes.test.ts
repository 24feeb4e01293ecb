import { describe, expect, it } from 'vitest';
import { eventSlug } from './event-writes';

describe('an event’s slug', () => {
  it('is made of its title and city, in the words the database allows', () => {
    expect(eventSlug('Money Talks for Couples', 'Hyderabad')).toBe(
      'money-talks-for-couples-hyderabad',
    );
    expect(eventSlug('SIPs & ₹500 a month: 100% start', 'Pune')).toBe(
      'sips-and-rs-500-a-month-100-percent-start-pune',
    );
    expect(eventSlug('Café Crème', 'Kochi')).toBe('cafe-creme-kochi');
  });

  it('drops letters of other scripts, and is never empty', () => {
    expect(eventSlug('पैसे की बात', 'Delhi')).toBe('delhi');
    expect(eventSlug('पैसे', 'दिल्ली')).toBe('event');
    expect(eventSlug('x'.repeat(100), 'Pune')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
