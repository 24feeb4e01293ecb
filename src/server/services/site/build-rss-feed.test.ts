import { describe, expect, it } from 'vitest';
import { parseXml, xmlProblems } from '../../testing/xml-check';
import { buildRssFeed } from './build-rss-feed';

const ORIGIN = 'https://arthashala.example';

/** A feed of one article whose stored HTML is `content`, with its whole article as read back. */
function feedOf(content: string, imageURL = '', imageAlt: string | null = null) {
  const xml = buildRssFeed({
    origin: ORIGIN,
    channel: { title: 'Feed', path: '/magazine', description: 'All of it', selfPath: '/rss.xml' },
    articles: [
      {
        id: 7,
        slug: 'cdata-test',
        title: 'CDATA',
        description: '',
        tags: [],
        createdAt: '2026-01-11T18:30:00.000Z',
        updatedAt: '2026-01-11T18:30:00.000Z',
        imageURL,
        imageAlt,
        author: {
          id: 1,
          name: 'A & B',
          slug: 'a-b',
          imageUrl: '',
          twitter: '',
          linkedin: '',
          description: '',
        },
        content,
      },
    ],
    builtAt: new Date(0),
  });
  expect(xmlProblems(xml)).toEqual([]);
  const item = parseXml(xml).getElementsByTagName('item')[0]!;
  return {
    xml,
    html: item.getElementsByTagName('content:encoded')[0]!.textContent,
    creator: item.getElementsByTagName('dc:creator')[0]!.textContent,
    picture: item.getElementsByTagName('media:content')[0],
  };
}

describe('buildRssFeed', () => {
  it('keeps the whole article in one piece when its HTML holds "]]>", which would end a CDATA section', () => {
    const content = '<p>a]]>b</p><pre>x ]]> y ]]]]> z</pre>';
    const { xml, html } = feedOf(content);
    expect(html).toBe(content);
    // Only the feed's own sections end in the file: each "]]>" of the article is split.
    expect(xml.match(/\]\]>/g)).toHaveLength(1 + 3);
  });

  it('drops characters XML cannot carry at all, even in CDATA', () => {
    expect(feedOf('<p>a\u0000b\u0008c\uFFFEd</p>').html).toBe('<p>abcd</p>');
  });

  it("writes the site's own paths in links and pictures in full, and leaves other addresses and text alone", () => {
    const { html } = feedOf(
      '<p title="a">See <a href="/magazine/x-1">this</a>, <a title="t" href="/magazine/y-2">that</a>' +
        ' and <a href="https://example.com/z">there</a>.</p>' +
        '<img src="/media/images/a-640.webp" alt="" /><img src="//cdn.example/p.png" />' +
        '<p>Write href="/not-a-link" in text: &lt;a href="/also-text"&gt;</p><a href="#top">Top</a>',
    );
    expect(html).toBe(
      `<p title="a">See <a href="${ORIGIN}/magazine/x-1">this</a>, <a title="t" href="${ORIGIN}/magazine/y-2">that</a>` +
        ' and <a href="https://example.com/z">there</a>.</p>' +
        `<img src="${ORIGIN}/media/images/a-640.webp" alt="" /><img src="//cdn.example/p.png" />` +
        '<p>Write href="/not-a-link" in text: &lt;a href="/also-text"&gt;</p><a href="#top">Top</a>',
    );
  });

  it("names the author, escaped, and the cover's share picture: a JPEG of known size, with the cover's words", () => {
    const id = '0b7c1d2e-3f40-4152-8364-758697a8b9c0';
    const stored = feedOf('<p>x</p>', `/media/images/${id}-1280.webp`, 'A chart & a cup');
    expect(stored.creator).toBe('A & B');
    const attributes = (picture: Element | undefined) =>
      Object.fromEntries(
        ['url', 'type', 'medium', 'width', 'height'].map((name) => [
          name,
          picture?.getAttribute(name) ?? null,
        ]),
      );
    expect(attributes(stored.picture)).toEqual({
      url: `${ORIGIN}/media/images/${id}-1200x630.jpg`,
      type: 'image/jpeg',
      medium: 'image',
      width: '1200',
      height: '630',
    });
    expect(stored.picture?.getElementsByTagName('media:description')[0]?.textContent).toBe(
      'A chart & a cup',
    );
    // Without its own words, the cover is named by the article's title.
    const untold = feedOf('<p>x</p>', `/media/images/${id}-1280.webp`);
    expect(untold.picture?.getElementsByTagName('media:description')[0]?.textContent).toBe('CDATA');
    // A cover stored elsewhere is named as it is, with a type only when its address tells it.
    const webp = feedOf('<p>x</p>', 'https://pictures.example/cover.webp');
    expect(attributes(webp.picture)).toMatchObject({
      url: 'https://pictures.example/cover.webp',
      type: 'image/webp',
      width: null,
    });
    const unknown = feedOf('<p>x</p>', 'https://pictures.example/cover?id=3');
    expect(unknown.picture?.getAttribute('url')).toBe('https://pictures.example/cover?id=3');
    expect(unknown.picture?.hasAttribute('type')).toBe(false);
    // An address that is neither a site path nor http(s): no picture at all.
    expect(feedOf('<p>x</p>', 'javascript:alert(1)').picture).toBeUndefined();
  });
});
