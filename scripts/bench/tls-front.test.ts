import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTlsFront, type TlsFront } from './tls-front';

/**
 * The site behind the front: answers what it was asked, with a header of its own beside the
 * `connection` Node adds, which HTTP/2 forbids and the front must drop.
 */
const upstream = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    res.writeHead(201, { 'content-type': 'application/json', 'x-kept': 'yes' });
    res.end(
      JSON.stringify({
        method: req.method,
        url: req.url,
        host: req.headers.host,
        cookie: req.headers.cookie,
        body: Buffer.concat(chunks).toString(),
      }),
    );
  });
});

let front: TlsFront;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  front = await startTlsFront(`http://127.0.0.1:${port}`);
});

afterAll(async () => {
  await front.stop();
  await new Promise((resolve) => upstream.close(resolve));
});

/** One request over HTTP/2 to the front, taking its made-for-the-run certificate. */
async function askFront(headers: http2.OutgoingHttpHeaders, body?: string) {
  const session = http2.connect(front.origin, { rejectUnauthorized: false });
  try {
    const stream = session.request(headers);
    if (body !== undefined) stream.write(body);
    stream.end();
    const [answerHeaders, text] = await Promise.all([
      new Promise<http2.IncomingHttpHeaders>((resolve) => stream.on('response', resolve)),
      new Promise<string>((resolve) => {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => resolve(text));
      }),
    ]);
    return { protocol: session.alpnProtocol, headers: answerHeaders, text };
  } finally {
    session.close();
  }
}

describe('the bench’s HTTPS front', () => {
  it('speaks HTTP/2 and passes a request on with the visitor’s Host, cookie and body', async () => {
    const answer = await askFront(
      { ':method': 'POST', ':path': '/api/x?y=1', cookie: 'session=abc' },
      'hello',
    );
    expect(answer.protocol).toBe('h2');
    expect(answer.headers[':status']).toBe(201);
    expect(answer.headers['x-kept']).toBe('yes');
    expect(JSON.parse(answer.text)).toEqual({
      method: 'POST',
      url: '/api/x?y=1',
      host: new URL(front.origin).host,
      cookie: 'session=abc',
      body: 'hello',
    });
  });
});
