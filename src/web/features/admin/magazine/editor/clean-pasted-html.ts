import {
  ARTICLE_ALIGNMENTS,
  ARTICLE_BLOCK_CLASSES,
  ARTICLE_INLINE_CLASSES,
  articleClass,
  type ArticleAlignment,
} from '../../../../../shared/magazine/article-formats';

const ALLOWED_CLASSES = new Set([...ARTICLE_BLOCK_CLASSES, ...ARTICLE_INLINE_CLASSES]);
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Word's and the browser's baggage: dropped with what is inside them. */
const DROPPED = new Set(['style', 'script', 'meta', 'link', 'title', 'template', 'xml', 'o:p']);

/** The format a span's inline style stands for (Google Docs writes bold and italic so). */
function styleElements(style: CSSStyleDeclaration): string[] {
  const wrap: string[] = [];
  const weight = style.fontWeight;
  if (weight === 'bold' || Number(weight) >= 600) wrap.push('strong');
  if (style.fontStyle === 'italic') wrap.push('em');
  const decoration = `${style.textDecoration} ${style.textDecorationLine}`;
  if (decoration.includes('underline')) wrap.push('u');
  if (decoration.includes('line-through')) wrap.push('s');
  return wrap;
}

/**
 * HTML pasted from Word, Google Docs or a web page, cleaned to the article's formats before the
 * editor's schema reads it: inline styles turned into the elements and classes they mean (bold,
 * italic, underline, strike, alignment) and then removed, classes not in the format list removed,
 * Docs' bold wrapper unwrapped, Word's comments and styles dropped. `replaceImage` swaps a pasted
 * picture's `data:` address for the one it is being uploaded under: never a `data:` URL kept.
 */
export function cleanPastedHtml(html: string, replaceImage: (dataUrl: string) => string | null) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  for (const element of Array.from(body.querySelectorAll('*'))) {
    if (DROPPED.has(element.tagName.toLowerCase())) element.remove();
  }
  const comments = doc.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  found.forEach((comment) => comment.parentNode?.removeChild(comment));

  // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">.
  body.querySelectorAll('b[id^="docs-internal-guid"]').forEach((wrapper) => {
    wrapper.replaceWith(...Array.from(wrapper.childNodes));
  });

  for (const element of Array.from(body.querySelectorAll<HTMLElement>('*'))) {
    const tag = element.localName;
    if (tag === 'img') {
      const src = element.getAttribute('src') ?? '';
      if (src.startsWith('data:')) {
        const replaced = replaceImage(src);
        if (replaced) element.setAttribute('src', replaced);
        else element.remove();
        continue;
      }
    }
    if (BLOCKS.has(tag)) {
      const align = element.style.textAlign as ArticleAlignment;
      if (ARTICLE_ALIGNMENTS.includes(align)) {
        const name = articleClass.align(align);
        if (name) element.classList.add(name);
      }
    }
    if (tag === 'span' && element.getAttribute('style')) {
      let inner: HTMLElement = element;
      for (const name of styleElements(element.style)) {
        const wrapper = doc.createElement(name);
        wrapper.append(...Array.from(inner.childNodes));
        inner.append(wrapper);
        inner = wrapper;
      }
    }
    element.removeAttribute('style');
    element.removeAttribute('id');
    for (const name of Array.from(element.classList)) {
      if (!ALLOWED_CLASSES.has(name)) element.classList.remove(name);
    }
    if (element.classList.length === 0) element.removeAttribute('class');
  }
  return body.innerHTML;
}

/** A pasted `data:` picture as a file to upload, or null when it is not a raster picture. */
export function dataUrlFile(dataUrl: string): File | null {
  const match = /^data:(image\/(?:png|jpeg|gif|webp));base64,([a-z0-9+/]+=*)$/i.exec(dataUrl);
  if (!match) return null;
  const [, type, base64] = match;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    const binary = atob(base64!);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  } catch {
    return null;
  }
  return new File([bytes], `pasted.${type!.split('/')[1]}`, { type: type! });
}
