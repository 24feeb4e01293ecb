import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';

let lastAddress = 0;

/**
 * A distinct client address per test client: Better Auth's rate limits count per address, so each
 * simulated browser gets its own (tests about the limits make many requests from one).
 */
export function nextClientAddress(): string {
  lastAddress += 1;
  return `10.77.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

type Body = Record<string, unknown>;

/**
 * A browser for `app.inject`: keeps its cookies between requests, sends the site's Origin (as a
 * browser does on fetch) and comes from its own address.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly address: string;

  constructor(
    readonly app: App,
    readonly options: { address?: string; origin?: string; host?: string; userAgent?: string } = {},
  ) {
    this.address = options.address ?? nextClientAddress();
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    body?: Body,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: this.address,
      headers: {
        origin: this.options.origin ?? 'http://localhost:3000',
        ...(this.options.host ? { host: this.options.host } : {}),
        'user-agent': this.options.userAgent ?? 'Mozilla/5.0 (TestClient)',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: body } : {}),
    };
    const res = await this.app.inject(options);
    this.keepCookies(res);
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, body: Body = {}, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }

  async signUp(email: string, password: string, name = '') {
    return this.post('/api/auth/sign-up/email', { email, password, name });
  }

  async signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  async session(): Promise<{
    user: Record<string, unknown>;
    session: Record<string, unknown>;
  } | null> {
    const res = await this.get('/api/auth/get-session');
    return res.json();
  }

  private keepCookies(res: LightMyRequestResponse) {
    const header = res.headers['set-cookie'];
    const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The Set-Cookie lines of an answer. */
export function setCookieLines(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}
