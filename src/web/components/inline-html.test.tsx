// @vitest-environment happy-dom
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseHtmlOnServer } from '../server-html-parser';
import { HtmlParserContext, InlineHtml } from './inline-html';

// InlineHtml parses with the DOM's parser; happy-dom gives this test one, at http://localhost:3000/.
const render = (html: string) => renderToStaticMarkup(<InlineHtml html={html} />);

describe('InlineHtml', () => {
  it('keeps text and the allowed inline tags, as strong, em, u, small and br', () => {
    expect(render('Hello <b>bold</b> <i>it</i> <u>u</u> <small>s</small><br>end')).toBe(
      'Hello <strong>bold</strong> <em>it</em> <u>u</u> <small>s</small><br/>end',
    );
  });

  it('keeps a search snippet’s marked matches, and its escaped text as text', () => {
    expect(render('a &lt;b&gt; <mark>sip</mark> … <mark class="x">SIPs</mark>')).toBe(
      'a &lt;b&gt; <mark>sip</mark> … <mark>SIPs</mark>',
    );
  });

  it('drops scripts, styles and embedded documents with their content', () => {
    expect(
      render('a<script>window.hacked=1</script><style>*{}</style><object>x</object><svg>y</svg>b'),
    ).toBe('ab');
  });

  it('drops images and every attribute, keeping the text of unknown tags', () => {
    expect(
      render(
        '<img src=x onerror="window.hacked=1"><p class="c" onclick="x()">para <span>graph</span></p>',
      ),
    ).toBe('para graph');
  });

  it('keeps a link only with an http(s), mailto or tel address', () => {
    expect(
      render('<a href="javascript:window.hacked=1">js</a> <a href="data:text/html,x">data</a>'),
    ).toBe('js data');
    expect(render('<a href="https://example.com/x" onclick="y()">out</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">out</a>',
    );
    expect(render('<a href="mailto:a@b.in">mail</a>')).toBe('<a href="mailto:a@b.in">mail</a>');
  });

  it('turns a link to our own origin into an in-app link to its path', () => {
    expect(render(`<a href="${window.location.origin}/moneyMap?x=1#y">plan</a>`)).toBe(
      '<a href="/moneyMap?x=1#y">plan</a>',
    );
  });
});

describe('InlineHtml drawn by the server', () => {
  /** As the server draws it for hydration: with its own parser, and React's text markers. */
  const renderOnServer = (html: string) =>
    renderToString(
      <HtmlParserContext.Provider value={parseHtmlOnServer}>
        <InlineHtml html={html} />
      </HtmlParserContext.Provider>,
    );

  it('draws a run of text as one text node, as the browser parses it, where linkedom splits it', () => {
    expect(renderOnServer('Rates < 7% &amp; SIPs &#0;')).toBe('Rates &lt; 7% &amp; SIPs \uFFFD');
    expect(renderOnServer('x &lt; <b>y &gt; z</b> &notit;')).toBe(
      'x &lt; <strong>y &gt; z</strong> ¬it;',
    );
  });

  it('joins the text of unwrapped tags and unsafe links with the text around them', () => {
    expect(
      renderOnServer('<p>para <span>graph</span></p> and <a href="javascript:x()">js</a>!'),
    ).toBe('para graph and js!');
  });

  it('reads CR LF and a lone CR as a line feed, as the browser does', () => {
    expect(renderOnServer('a\r\nb\rc')).toBe('a\nb\nc');
  });
});
