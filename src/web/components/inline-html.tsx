import { Fragment, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';

/**
 * Renders a short message that may hold simple inline HTML (the top banner, snackbar notices) as
 * React elements, never as innerHTML. The HTML is parsed into an inert document (DOMParser runs no
 * scripts and loads nothing); only text and a few inline tags are rebuilt, no attributes are
 * copied, and a link keeps only an http(s), mailto or tel address. Anything else is dropped (with
 * its content, for script-like tags) or unwrapped to its text. This is safe by construction and
 * costs under 1 KB, where DOMPurify would add about 12 KB gzipped to every page's first load.
 * Rich article HTML is another matter: use DOMPurify for that.
 */
export function InlineHtml({ html }: { html: string }) {
  // Parsed once per message, not on every render of the banner or snackbar around it.
  const content = useMemo(
    () => renderChildren(new DOMParser().parseFromString(html, 'text/html').body),
    [html],
  );
  return <>{content}</>;
}

const keptTags = {
  B: 'strong',
  STRONG: 'strong',
  I: 'em',
  EM: 'em',
  U: 'u',
  SMALL: 'small',
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

function renderChildren(parent: Node): ReactNode[] {
  return Array.from(parent.childNodes, (node, index) => renderNode(node, index));
}

function renderNode(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (droppedWithContent.has(tag)) return null;
  if (tag === 'BR') return <br key={key} />;
  if (tag === 'A') return renderLink(element, key);
  const Kept = keptTags[tag as keyof typeof keptTags];
  if (Kept) return <Kept key={key}>{renderChildren(element)}</Kept>;
  // Any other element (a paragraph from an editor, a span) gives up its tag but keeps its text.
  return <Fragment key={key}>{renderChildren(element)}</Fragment>;
}

function renderLink(element: Element, key: number): ReactNode {
  const children = renderChildren(element);
  const url = safeUrl(element.getAttribute('href'));
  if (!url) return <Fragment key={key}>{children}</Fragment>;
  // Our own pages navigate inside the app; other sites open in a new tab.
  if (url.origin === window.location.origin) {
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

function safeUrl(href: string | null): URL | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, window.location.href);
    return safeProtocols.has(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
