import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { site } from '../config/site';
import { DEFAULT_RATES, RETIREMENT_ASSUMPTIONS } from '../planners/assumptions';
import { faqPageJsonLd, faqSections } from './faq';

const items = faqSections().flatMap((section) => section.items);
const text = (item: (typeof items)[number]) => item.answer.join(' ');

describe('the FAQ', () => {
  it('gives every question a unique anchor, and links only to built pages', () => {
    const ids = [...faqSections().map((s) => s.id), ...items.map((item) => item.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of items) {
      if (item.link) expect(paths[item.link.page].live).toBe(true);
    }
  });

  it('says the market-risk line in every answer that names a rate of return', () => {
    const withReturns = items.filter(
      (item) => /\d%/.test(text(item)) && /return|earn/i.test(text(item)),
    );
    expect(withReturns.map((item) => item.id)).toEqual(
      expect.arrayContaining(['guaranteed', 'rates', 'money-maps', 'retirement']),
    );
    for (const item of withReturns) {
      expect(item.answer, item.id).toContain(site.distributor.disclaimer);
    }
  });

  it('never promises a return', () => {
    for (const item of items) {
      expect(text(item), item.id).not.toMatch(
        /\b(guaranteed returns?|assured returns?|will earn)\b/i,
      );
    }
  });

  it('states the planners’ assumptions as the planners compute them', () => {
    const all = items.map(text).join(' ');
    const { conservative, moderate, aggressive } = DEFAULT_RATES.returns;
    expect(all).toContain(`${conservative * 100}%, ${moderate * 100}% and ${aggressive * 100}%`);
    expect(all).toContain(`inflation (${DEFAULT_RATES.inflation * 100}% a year`);
    expect(all).toContain(`until age ${RETIREMENT_ASSUMPTIONS.lifeExpectancy.male} for men`);
    expect(all).toContain('70% debt and 30% equity for conservative');
    expect(all).toContain(site.distributor.arn);
  });

  it('is the same questions and answers in its FAQPage JSON-LD', () => {
    const [faqPage, trail] = faqPageJsonLd('https://arthashala.example')['@graph'];
    expect(faqPage['@type']).toBe('FAQPage');
    expect(faqPage.url).toBe(`https://arthashala.example${paths.faq.path}`);
    expect(faqPage.mainEntity).toHaveLength(items.length);
    expect(faqPage.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: items[0]?.question,
      acceptedAnswer: { '@type': 'Answer', text: items[0]?.answer.join('\n\n') },
    });
    expect(trail.itemListElement.at(-1)?.item).toBe(faqPage.url);
  });
});
