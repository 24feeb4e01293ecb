// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ARTICLE_BLOCK_CLASSES,
  ARTICLE_ELEMENTS,
  ARTICLE_INLINE_CLASSES,
} from '../../../../../shared/magazine/article-formats';
import { articleExtensions } from './article-extensions';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function open(content: string) {
  const editor = new Editor({ extensions: articleExtensions(), content });
  editors.push(editor);
  return editor;
}

/** Every element and class of the format list that the editor can hold, written as it stores them. */
const EVERY_FORMAT = [
  '<h2 class="article-align-center">Heading two</h2>',
  '<h3 class="article-indent-1">Heading three</h3>',
  '<h4 class="article-align-right article-indent-3">Heading four</h4>',
  '<p class="article-align-justify article-indent-2">',
  '<strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s> <code>code</code> ',
  '<span class="article-font-serif">serif</span> <span class="article-font-mono">mono</span> ',
  '<span class="article-size-small">small</span> <span class="article-size-large">large</span> ',
  '<span class="article-size-huge">huge</span> <a href="https://example.com/page">link</a><br>after',
  '</p>',
  '<p class="article-align-left article-indent-1">left is no class</p>',
  '<blockquote><p>quoted</p></blockquote>',
  '<pre><code>code block</code></pre>',
  '<ul><li><p>one</p><ul><li><p>nested</p></li></ul></li></ul>',
  '<ol><li><p>first</p></li></ol>',
  '<hr>',
  '<figure><img src="/media/images/abc-800.webp" alt="A chart"></figure>',
  '<figure><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="A talk" loading="lazy" allowfullscreen="true"></iframe><figcaption>A talk</figcaption></figure>',
  '<table><thead><tr><th>Month</th><th>NAV</th></tr></thead><tbody><tr><td>April</td><td>50</td></tr></tbody></table>',
].join('');

describe('the article editor schema', () => {
  it('keeps every element and class of the format list through a load and save', () => {
    const html = open(EVERY_FORMAT).getHTML();
    const page = new DOMParser().parseFromString(html, 'text/html').body;
    const tags = new Set(Array.from(page.querySelectorAll('*'), (element) => element.localName));
    const classes = new Set(
      Array.from(page.querySelectorAll('[class]'), (element) =>
        Array.from(element.classList),
      ).flat(),
    );
    expect([...tags].sort()).toEqual([...ARTICLE_ELEMENTS].sort());
    expect([...classes].sort()).toEqual(
      [...ARTICLE_BLOCK_CLASSES, ...ARTICLE_INLINE_CLASSES].sort(),
    );
    // Defaults are written as no class at all.
    expect(html).toContain(
      '<p>left is no class</p>'.replace('<p>', '<p class="article-indent-1">'),
    );
  });

  it('saves what it saves unchanged when opened again', () => {
    const once = open(EVERY_FORMAT).getHTML();
    expect(open(once).getHTML()).toBe(once);
  });

  it('keeps a demo article’s table and captioned video as they are', () => {
    const demo =
      '<p>Text</p><table><thead><tr><th>Your situation</th><th>Months</th></tr></thead><tbody><tr><td>Salaried</td><td>3 to 4</td></tr></tbody></table>' +
      '<figure><iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk" title="Term plans" loading="lazy" allowfullscreen></iframe><figcaption>Term plans</figcaption></figure>';
    const html = open(demo).getHTML();
    expect(html).toContain(
      '<table><thead><tr><th>Your situation</th><th>Months</th></tr></thead><tbody><tr><td>Salaried</td><td>3 to 4</td></tr></tbody></table>',
    );
    expect(html).toContain(
      'src="https://www.youtube-nocookie.com/embed/abcdefghijk" title="Term plans"',
    );
    expect(html).toContain('<figcaption>Term plans</figcaption></figure>');
  });

  it('turns every toolbar command into the list’s classes, never a style', () => {
    const editor = open('<p>Some words</p>');
    editor.commands.selectAll();
    editor.commands.setArticleFont('serif');
    editor.commands.setArticleSize('huge');
    editor.commands.setArticleAlign('center');
    editor.commands.indentArticle();
    editor.commands.indentArticle();
    const html = editor.getHTML();
    expect(html).toBe(
      '<p class="article-align-center article-indent-2"><span class="article-font-serif"><span class="article-size-huge">Some words</span></span></p>',
    );
    expect(html).not.toContain('style=');
    editor.commands.outdentArticle();
    editor.commands.outdentArticle();
    editor.commands.outdentArticle();
    editor.commands.setArticleAlign('left');
    editor.commands.setArticleFont('sans');
    editor.commands.setArticleSize('normal');
    expect(editor.getHTML()).toBe('<p>Some words</p>');
  });

  it('indents at most three levels', () => {
    const editor = open('<p>Deep</p>');
    for (let i = 0; i < 5; i += 1) editor.commands.indentArticle();
    expect(editor.getHTML()).toBe('<p class="article-indent-3">Deep</p>');
  });

  it('puts a new picture or video after a selected picture, which keeps its own', () => {
    const editor = open('<p>Before</p>');
    editor.commands.insertArticleImage({ src: '/media/images/a-800.webp', alt: 'First chart' });
    // The picture is selected, as it is after its dialog closes.
    let imageAt = -1;
    editor.state.doc.descendants((node, pos) => {
      if (node.type.name === 'figureImage') imageAt = pos;
    });
    editor.commands.setNodeSelection(imageAt);
    expect(editor.isActive('figureImage')).toBe(true);
    editor.commands.insertArticleVideo({
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      title: 'A talk',
    });
    editor.commands.insertArticleImage({ src: '/media/images/b-800.webp', alt: 'Second chart' });
    const html = editor.getHTML();
    expect(html).toContain('<img src="/media/images/a-800.webp" alt="First chart">');
    expect(html).toContain('title="A talk"');
    expect(html).toContain('<img src="/media/images/b-800.webp" alt="Second chart">');
    expect(html.match(/<figure>/g)).toHaveLength(3);
    expect(html).not.toContain('<img alt=""');
  });

  it('puts a bare pasted picture in a figure and drops other iframes', () => {
    const html = open(
      '<p>Before<img src="/media/images/x-800.webp" alt="x"></p><iframe src="https://evil.example/embed"></iframe>',
    ).getHTML();
    expect(html).toContain('<figure><img src="/media/images/x-800.webp" alt="x"></figure>');
    expect(html).not.toContain('evil.example');
  });

  it('turns a YouTube watch address in an iframe into the privacy host’s embed', () => {
    const html = open(
      '<figure><iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42"></iframe></figure>',
    ).getHTML();
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42"');
  });
});
