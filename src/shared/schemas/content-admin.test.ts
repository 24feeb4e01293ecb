import { describe, expect, it } from 'vitest';
import {
  contentAdminMessages,
  ZSaveBannerTextRequestSchema,
  ZSaveTestimonialRequestSchema,
} from './content-admin';

const bannerProblem = (text: string) => {
  const result = ZSaveBannerTextRequestSchema.safeParse({ text });
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the announcement: plain text with links', () => {
  it('accepts text, and links to our pages, web addresses, mail and phone', () => {
    for (const text of [
      'Workshop on Sunday: 5 < 6 and 7 > 3 are fine',
      'See <a href="/events">the events</a>',
      'Read <a href="https://example.com/x?y=1">this</a> or <a href="mailto:team@example.com">write</a>',
      'Call <a href="tel:+91 80 1234 5678">us</a>',
    ]) {
      expect(bannerProblem(text), text).toBeNull();
    }
  });

  it('refuses any other tag, a script address and an attribute beside href', () => {
    for (const text of [
      '<b>Big</b> news',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="/x" onclick="y">x</a>',
      '<a href=/x>x</a>',
      '<!-- hidden -->',
    ]) {
      expect(bannerProblem(text), text).toBe(contentAdminMessages.bannerMarkup);
    }
  });

  it('refuses a link opened inside another, a link left open and a stray closing tag', () => {
    for (const text of [
      '<a href="/events">events <a href="/faq">faq</a></a>',
      '<a href="/events">events <a href="/faq">faq</a>',
      'See <a href="/events">the events',
      'See the events</a>',
    ]) {
      expect(bannerProblem(text), text).toBe(contentAdminMessages.bannerMarkup);
    }
  });

  it('counts at most 300 characters, after trimming', () => {
    expect(bannerProblem(` ${'a'.repeat(300)} `)).toBeNull();
    expect(bannerProblem('a'.repeat(301))).toBe(contentAdminMessages.bannerTooLong);
  });
});

describe('a testimonial', () => {
  it('may leave the designation/company empty, and keeps its lines', () => {
    const result = ZSaveTestimonialRequestSchema.safeParse({
      testimonial: 'First line.\nSecond line.',
      name: 'Ravi',
    });
    expect(result.success && result.data).toEqual({
      testimonial: 'First line.\nSecond line.',
      name: 'Ravi',
      by: '',
    });
  });
});
