import http from 'node:http';
import net from 'node:net';

export type SocketAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One request over a real socket, sent as asked (node:http sends a GET with a body or any header
 * fetch would refuse), with the whole answer. For what `inject` cannot reach: the kept answers in
 * front of Fastify.
 */
export function socketRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<SocketAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * Bytes written to the server's socket as they are, and the answer read until the server closes
 * the connection: for requests no HTTP client would send (a malformed request line).
 */
export function rawSocketRequest(url: string, bytes: string): Promise<SocketAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a half-closed connection may be closed before a slow answer is sent.
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks);
      const split = answer.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = answer
        .subarray(0, split)
        .toString('latin1')
        .split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: answer.subarray(split + 4),
      });
    });
  });
}
