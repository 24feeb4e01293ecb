import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_BLOCK_CLASSES,
  ARTICLE_BLOCK_ELEMENTS,
  ARTICLE_ELEMENTS,
  ARTICLE_INLINE_CLASSES,
} from '../../../shared/magazine/article-formats';
import { articlePath } from '../../../shared/magazine/slug';
import { adminBearer } from '../../testing/admin-bearer';
import { saveSection, writeAuthor } from '../../services/magazine/save-blog';
import { createStandInBuild } from '../../testing/stand-in-build';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';

// Issue 24: whatever the editor's toolbar can make (the one list of formats) survives a save
// through POST /api/blog/insert and is on the article page, styled. The article is written in the form the sanitizer writes, so
// the read must give back exactly what was sent.

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const VIDEO = `<iframe src="${EMBED}" title="Video" width="560" height="315" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>`;

/** One article holding every element of the list, and every class on each element it belongs to. */
const EVERY_FORMAT = [
  '<h2>Heading two</h2><h3>Heading three</h3><h4>Heading four</h4>',
  ...ARTICLE_BLOCK_ELEMENTS.flatMap((tag) =>
    ARTICLE_BLOCK_CLASSES.map((name) => `<${tag} class="${name}">${tag} ${name}</${tag}>`),
  ),
  '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s>, <code>code</code>,',
  ' <a href="/magazine">a link</a>, <a href="https://example.com/" rel="noopener noreferrer">another site</a><br />',
  ARTICLE_INLINE_CLASSES.map((name) => `<span class="${name}">${name}</span>`).join(' '),
  '</p><hr /><blockquote><p>A quotation.</p></blockquote><pre><code>monthly = 5000</code></pre>',
  '<ul><li>One</li><li>Two</li></ul><ol><li>First</li><li>Second</li></ol>',
  '<figure><img src="/magazine/cover.svg" alt="A chart" loading="lazy" /><figcaption>The chart</figcaption></figure>',
  `<figure>${VIDEO}<figcaption>The video</figcaption></figure>`,
  '<table><thead><tr><th>Month</th><th>NAV</th></tr></thead><tbody><tr><td>April</td><td>50</td></tr></tbody></table>',
].join('');

let t: TestApp;
let build: ReturnType<typeof createStandInBuild>;
let id: number;

beforeAll(async () => {
  build = createStandInBuild();
  t = await createTestApp({ STATIC_DIR: build.dir });
  const deps = { db: t.database.db, contentVersion: t.app.contentVersion };
  const section = await saveSection(deps, { name: 'Investing Basics', description: 'First steps' });
  const author = await writeAuthor(t.database.db, { name: 'Meera Iyer' });
  const editor = await adminBearer(t.app, 'editor');
  const saved = await new TestClient(t.app).post(
    '/api/blog/insert',
    { title: 'Every format', content: EVERY_FORMAT, section, author, createdAt: '2026-01-05' },
    editor,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  id = saved.json().blog.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  build.remove();
});

const get = (url: string) => new TestClient(t.app).get(url);

describe('every editor format, saved and read back', () => {
  it('the list names every element the article uses', () => {
    const used = new Set([...EVERY_FORMAT.matchAll(/<([a-z][a-z0-9]*)/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual([...ARTICLE_ELEMENTS].sort());
  });

  it('GET /api/blog/blog gives back the article exactly as written', async () => {
    const res = await get(`/api/blog/blog?blog=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().blog.content).toBe(EVERY_FORMAT);
  });

  it("the article page has every element and class in the article's body, and a rule for each class", async () => {
    const res = await get(articlePath({ id, title: 'Every format' }));
    expect(res.statusCode).toBe(200);
    const { document } = parseHTML(res.body);
    const body = document.querySelector('.article-body');
    expect(body).not.toBeNull();
    // The video is a link that plays in place (the page's facade) until pressed.
    for (const tag of ARTICLE_ELEMENTS.filter((name) => name !== 'iframe')) {
      expect(body!.querySelector(tag), tag).not.toBeNull();
    }
    expect(body!.querySelector(`a.video-facade[href="${EMBED}"]`)).not.toBeNull();
    for (const name of ARTICLE_INLINE_CLASSES) {
      expect(body!.querySelector(`span.${name}`), name).not.toBeNull();
    }
    for (const tag of ARTICLE_BLOCK_ELEMENTS) {
      for (const name of ARTICLE_BLOCK_CLASSES) {
        expect(body!.querySelector(`${tag}.${name}`), `${tag}.${name}`).not.toBeNull();
      }
    }
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    for (const name of [...ARTICLE_INLINE_CLASSES, ...ARTICLE_BLOCK_CLASSES]) {
      expect(styles, name).toMatch(new RegExp(`\\.${name}\\{[a-z-]+:`));
    }
  });
});
