import { describe, expect, it } from 'vitest';
import { tagPageDescription } from './tag-description';

const article = (title: string, sectionName: string) => ({ title, sectionName });

describe('tagPageDescription', () => {
  it('says how many articles, from which sections, and the newest where it fits', () => {
    expect(
      tagPageDescription('save tax', [
        article('ELSS: the tax-saver with the shortest lock-in', 'Tax'),
        article('Old or new tax regime?', 'Tax'),
        article('NPS explained', 'Life Goals'),
      ]),
    ).toBe(
      '3 articles on “save tax” from the Arthashala magazine, in Tax and Life Goals. The newest: “ELSS: the tax-saver with the shortest lock-in”.',
    );
    expect(tagPageDescription('ppf', [article('PPF and Sukanya Samriddhi', 'Tax')])).toBe(
      '1 article on “ppf” from the Arthashala magazine, in Tax. The newest: “PPF and Sukanya Samriddhi”.',
    );
  });

  it('leaves the newest title out where the description would pass 160 characters', () => {
    const long =
      'A title that goes on and on about many things, far longer than any sensible title';
    const description = tagPageDescription('video', [
      article(long, 'Investing'),
      article('Two', 'Start Here'),
      article('Three', 'Life Goals'),
    ]);
    expect(description).toBe(
      '3 articles on “video” from the Arthashala magazine, in Investing, Start Here and Life Goals.',
    );
  });
});
