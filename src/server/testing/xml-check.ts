import { DOMParser } from 'linkedom';

/**
 * Well-formedness of an XML document, checked strictly (linkedom's parser forgives what feed
 * readers and crawlers refuse): one root, every tag closed in order, attributes quoted, no bare
 * `<` or `&` in text or attributes; CDATA sections (taken as they are, up to the first `]]>`) only
 * inside the root. Returns the problems found; none means well-formed.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, '');
  if (body === xml) problems.push('no XML declaration');
  const token =
    /<!--[\s\S]*?-->|(<!\[CDATA\[[\s\S]*?\]\]>)|<\/([A-Za-z_][\w:.-]*)\s*>|<([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)|([\s\S])/g;
  const badAmpersand = /&(?!(?:#\d+|#x[\da-fA-F]+|lt|gt|amp|quot|apos);)/;
  const open: string[] = [];
  let roots = 0;
  for (const [
    whole,
    cdata,
    closing,
    opening,
    attributes,
    selfClosing,
    text,
    stray,
  ] of body.matchAll(token)) {
    if (stray !== undefined) problems.push(`stray ${JSON.stringify(stray)}`);
    else if (cdata !== undefined) {
      if (open.length === 0) problems.push('CDATA outside the root');
    } else if (text !== undefined) {
      if (open.length === 0 && text.trim() !== '') problems.push('text outside the root');
      if (badAmpersand.test(text)) problems.push(`bare & in ${JSON.stringify(text)}`);
    } else if (closing !== undefined) {
      const expected = open.pop();
      if (expected !== closing) problems.push(`</${closing}> closes <${expected ?? ''}>`);
    } else if (opening !== undefined) {
      if (open.length === 0) roots += 1;
      if (badAmpersand.test(attributes ?? '')) problems.push(`bare & in ${whole}`);
      if (!selfClosing) open.push(opening);
    }
  }
  if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

/** The document, parsed to query it (after `xmlProblems` has found it well-formed). */
export function parseXml(xml: string) {
  return new DOMParser().parseFromString(xml, 'text/xml');
}
