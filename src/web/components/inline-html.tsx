import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { useSiteOrigin } from '../lib/ssr-data';

/**
 * Renders a short message that may hold simple inline HTML (the top banner, snackbar notices, a
 * search hit's snippet) as React elements, never as innerHTML. The HTML is parsed into an inert
 * document (DOMParser runs no scripts and loads nothing); only text and a few inline tags are
 * rebuilt, no attributes are
 * copied, and a link keeps only an http(s), mailto or tel address. Anything else is dropped (with
 * its content, for script-like tags) or unwrapped to its text. This is safe by construction and
 * costs under 1 KB, where DOMPurify would add about 12 KB gzipped to every page's first load.
 * Rich article HTML is another matter: use DOMPurify for that.
 */
export function InlineHtml({ html }: { html: string }) {
  const parse = useContext(HtmlParserContext);
  const origin = useSiteOrigin();
  // Parsed once per message, not on every render of the banner or snackbar around it.
  const content = useMemo(() => {
    const body = parse(html);
    return body ? renderChildren(body, origin) : html;
  }, [parse, html, origin]);
  return <>{content}</>;
}

/** Parses HTML into an inert document's body; undefined where no parser is given. */
export type HtmlParser = (html: string) => Node | undefined;

/**
 * The browser's own DOMParser; the server renders with a DOM library in its place
 * (src/web/entry-server.tsx), so both build the same elements from the same HTML.
 */
export const HtmlParserContext = createContext<HtmlParser>((html) =>
  typeof DOMParser === 'function'
    ? new DOMParser().parseFromString(html, 'text/html').body
    : undefined,
);

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

const keptTags = {
  B: 'strong',
  STRONG: 'strong',
  I: 'em',
  EM: 'em',
  U: 'u',
  SMALL: 'small',
  // A search snippet's highlighted matches.
  MARK: 'mark',
} as const;
const droppedWithContent = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'SVG',
  'MATH',
]);
const safeProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The parent's children as React nodes: unknown tags unwrapped into their parent's list, and each
 * run of text joined into one string. The server's parser (linkedom) splits text where the
 * browser's does not (at a `<` or an entity: 'x < y' is two nodes there, one here), and React
 * draws two strings as two text nodes with a marker between them: without the joining, such a
 * message would not match on hydration.
 */
function renderChildren(parent: Node, origin: string, keyPrefix = ''): ReactNode[] {
  const nodes: ReactNode[] = [];
  const add = (child: ReactNode) => {
    const last = nodes.length - 1;
    if (typeof child === 'string' && typeof nodes[last] === 'string') nodes[last] += child;
    else nodes.push(child);
  };
  Array.from(parent.childNodes).forEach((node, index) => {
    const key = `${keyPrefix}${index}`;
    if (node.nodeType === TEXT_NODE) {
      add(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    const url = tag === 'A' ? safeUrl(element.getAttribute('href'), origin) : undefined;
    if (droppedWithContent.has(tag)) return;
    if (tag === 'BR') add(<br key={key} />);
    else if (url) add(renderLink(url, renderChildren(element, origin), key, origin));
    else if (tag in keptTags) {
      const Kept = keptTags[tag as keyof typeof keptTags];
      add(<Kept key={key}>{renderChildren(element, origin)}</Kept>);
    } else {
      // Any other element (a paragraph from an editor, a span, a link to an unsafe address)
      // gives up its tag but keeps its text.
      renderChildren(element, origin, `${key}.`).forEach(add);
    }
  });
  return nodes;
}

function renderLink(url: URL, children: ReactNode[], key: string, origin: string): ReactNode {
  // Our own pages navigate inside the app; other sites open in a new tab.
  if (url.origin === origin) {
    return (
      <RouterLink key={key} to={url.pathname + url.search + url.hash}>
        {children}
      </RouterLink>
    );
  }
  const opensTab = url.protocol === 'http:' || url.protocol === 'https:';
  return (
    <a
      key={key}
      href={url.href}
      {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

function safeUrl(href: string | null, origin: string): URL | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, `${origin}/`);
    return safeProtocols.has(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
