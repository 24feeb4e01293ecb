/** The compressions the server keeps copies in. */
export type Encoding = 'br' | 'gzip';

let lastAcceptEncoding: string | undefined;
let lastAccepted: Encoding | undefined;

/**
 * The encoding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none
 * (a q of 0 refuses one; `*` stands for any not named). Browsers send the same header on every
 * request, so the last answer is kept.
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (header === lastAcceptEncoding) return lastAccepted;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  lastAcceptEncoding = header;
  lastAccepted = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
  return lastAccepted;
}
