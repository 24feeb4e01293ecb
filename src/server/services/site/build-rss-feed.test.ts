import { describe, expect, it } from 'vitest';
import { parseXml, xmlProblems } from '../../testing/xml-check';
import { buildRssFeed } from './build-rss-feed';

const ORIGIN = 'https://arthashala.example';

/** A feed of one article whose stored HTML is `content`, with its whole article as read back. */
function feedOf(content: string, imageURL = '') {
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
        author: {
          id: 1,
          name: 'A & B',
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

  it('names the author, escaped, and the picture with its media type when its address tells it', () => {
    const webp = feedOf('<p>x</p>', '/media/images/0b7c-1280.webp');
    expect(webp.creator).toBe('A & B');
    expect(webp.picture?.getAttribute('url')).toBe(`${ORIGIN}/media/images/0b7c-1280.webp`);
    expect(webp.picture?.getAttribute('type')).toBe('image/webp');
    expect(webp.picture?.getAttribute('medium')).toBe('image');
    const unknown = feedOf('<p>x</p>', 'https://pictures.example/cover?id=3');
    expect(unknown.picture?.getAttribute('url')).toBe('https://pictures.example/cover?id=3');
    expect(unknown.picture?.hasAttribute('type')).toBe(false);
    // An address that is neither a site path nor http(s): no picture at all.
    expect(feedOf('<p>x</p>', 'javascript:alert(1)').picture).toBeUndefined();
  });
});
