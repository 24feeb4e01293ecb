import http from 'node:http';

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
