import http from 'node:http';

/** One answer, or the network error that came instead (a reset, a refusal, a timeout). */
export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** From sending to the last byte, in ms. */
  ms: number;
  /** The network error's code ('ECONNRESET', 'TIMEOUT'...) when no answer came; status is 0. */
  error?: string;
};

export type Call = {
  port: number;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  agent?: http.Agent;
  /** Give up after this many ms (the answer is then error 'TIMEOUT'). */
  timeoutMs?: number;
};

/**
 * An HTTP request to 127.0.0.1 with node:http: unlike fetch it may set `Host` (a load balancer
 * passes the public one on) and tells a connection reset from an answer. Never rejects.
 */
export function request(call: Call): Promise<Answer> {
  const started = performance.now();
  const payload = call.json === undefined ? undefined : Buffer.from(JSON.stringify(call.json));
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: performance.now() - started });
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port: call.port,
        method: call.method ?? 'GET',
        path: call.path,
        agent: call.agent ?? false,
        headers: {
          'accept-encoding': 'identity',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...call.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          done({ status: 0, headers: {}, body: '', error: error.code ?? error.message }),
        );
      },
    );
    req.setTimeout(call.timeoutMs ?? 10_000, () => {
      done({ status: 0, headers: {}, body: '', error: 'TIMEOUT' });
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({ status: 0, headers: {}, body: '', error: error.code ?? error.message }),
    );
    req.end(payload);
  });
}

/** The `name=value` pairs of an answer's Set-Cookie lines, as a Cookie header. */
export function cookieOf(answer: Answer): string {
  const lines = answer.headers['set-cookie'] ?? [];
  return lines
    .map((line) => line.split(';')[0]?.trim() ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

/** Whether a page's HTML shows `text`, as React escapes it or not. */
export function htmlShows(html: string, text: string): boolean {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return [text, escaped, escaped.replace(/'/g, '&#x27;'), escaped.replace(/'/g, '&#39;')].some(
    (form) => html.includes(form),
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
