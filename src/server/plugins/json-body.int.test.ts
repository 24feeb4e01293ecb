import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestClient } from '../testing/test-client';
import { jsonBodyMessages, MAX_JSON_DEPTH } from './json-body';

let t: TestApp;
let signedIn: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  signedIn = new TestClient(t.app);
  expect(
    (await signedIn.signUp('json-body@example.com', 'a long enough password')).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Sends a raw JSON text as a browser of the site would. */
const postRaw = (client: TestClient, url: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: client.address,
    headers: {
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    payload,
  });

const expectRefused = (res: { statusCode: number; json(): unknown }, msg: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, msg, code: 'VALIDATION' });
};

describe('a NUL character (PostgreSQL text cannot hold it) gets 400 with a message', () => {
  it('in a name saved through the site API', async () => {
    const res = await signedIn.post('/api/user/updateProfile', {
      name: 'Asha\u0000',
      email: 'json-body@example.com',
      contact: '9876543210',
    });
    expectRefused(res, jsonBodyMessages.nul);
  });

  it('in a name or an e-mail sent to Better Auth', async () => {
    expectRefused(
      await signedIn.post('/api/auth/update-user', { name: 'Asha\u0000' }),
      jsonBodyMessages.nul,
    );
    expectRefused(
      await new TestClient(t.app).signUp('nul\u0000@example.com', 'a long enough password'),
      jsonBodyMessages.nul,
    );
    expectRefused(
      await new TestClient(t.app).post('/api/auth/request-password-reset', {
        email: 'json-body@example.com\u0000',
      }),
      jsonBodyMessages.nul,
    );
  });

  it('in a key, in a query string or a path, and in a form body sent to Better Auth', async () => {
    expectRefused(
      await postRaw(signedIn, '/api/user/changePassword', '{"a\\u0000":1}'),
      jsonBodyMessages.nul,
    );
    expectRefused(
      await signedIn.get('/api/auth/verify-email?token=abc%00def'),
      jsonBodyMessages.nul,
    );
    expectRefused(await signedIn.get('/api/admin/fetchBannerTexts?x=%00'), jsonBodyMessages.nul);
    expectRefused(await signedIn.get('/magazine/a%00b'), jsonBodyMessages.nul);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=a%00%40example.com&password=whatever-it-is',
    });
    expectRefused(form, jsonBodyMessages.nul);
  });
});

describe('JSON nested too deeply gets 400 with a message', () => {
  it(`refuses 5,000 levels (and ${MAX_JSON_DEPTH + 1}) on the site API and on Better Auth`, async () => {
    for (const body of [
      nested(5000),
      nestedObject(5000),
      nested(MAX_JSON_DEPTH + 1),
      `{"name":${nested(5000)}}`,
    ]) {
      expectRefused(
        await postRaw(signedIn, '/api/user/updateProfile', body),
        jsonBodyMessages.tooDeep,
      );
      expectRefused(
        await postRaw(new TestClient(t.app), '/api/auth/sign-up/email', body),
        jsonBodyMessages.tooDeep,
      );
      expectRefused(
        await postRaw(signedIn, '/api/auth/update-user', body),
        jsonBodyMessages.tooDeep,
      );
    }
  });

  it(`takes ${MAX_JSON_DEPTH} levels, and brackets inside strings do not count`, async () => {
    const deepButAllowed = await postRaw(
      signedIn,
      '/api/user/updateProfile',
      `{"name":"${'[{'.repeat(3000)}\\"","email":"x@example.com","contact":${nested(MAX_JSON_DEPTH - 1)}}`,
    );
    // Parsed: the schema, not the parser, refuses the array where a phone number belongs.
    expect(deepButAllowed.statusCode).toBe(400);
    expect(deepButAllowed.json().msg).not.toBe(jsonBodyMessages.tooDeep);
    expect(deepButAllowed.json().code).toBe('VALIDATION');
  });
});

describe('the JSON parser keeps what Fastify refused', () => {
  it('answers 400 for a body that is not JSON, and for a prototype-poisoning key', async () => {
    expectRefused(
      await postRaw(signedIn, '/api/user/updateProfile', '{"name": '),
      jsonBodyMessages.invalid,
    );
    expectRefused(
      await postRaw(signedIn, '/api/user/updateProfile', '{"__proto__":{"isAdmin":true}}'),
      jsonBodyMessages.forbiddenKey,
    );
    expectRefused(
      await postRaw(
        new TestClient(t.app),
        '/api/auth/sign-in/email',
        '{"constructor":{"prototype":{"x":1}}}',
      ),
      jsonBodyMessages.forbiddenKey,
    );
  });

  it('answers 400 when Better Auth is sent JSON that is not an object (null, a list, a number)', async () => {
    for (const body of ['null', '[]', '42', '"text"']) {
      expectRefused(
        await postRaw(signedIn, '/api/auth/update-user', body),
        jsonBodyMessages.notObject,
      );
      expectRefused(
        await postRaw(new TestClient(t.app), '/api/auth/sign-in/email', body),
        jsonBodyMessages.notObject,
      );
    }
  });

  it('still passes an ordinary body through to Better Auth untouched', async () => {
    const res = await new TestClient(t.app).signIn(
      'json-body@example.com',
      'a long enough password',
    );
    expect(res.statusCode).toBe(200);
  });
});
