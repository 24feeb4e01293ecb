// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { adminRequest } from '../api/admin-request';
import { readAdminToken, storeAdminToken } from '../api/admin-token';
import { SessionRenewalDialog } from './session-renewal-dialog';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const roots: Root[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

type Answer = { status: number; body: unknown };

/** The API: each call answers with the next of `answers`; the calls are kept. */
function stubApi(...answers: Answer[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers.shift()!;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const ended: Answer = {
  status: 401,
  body: { success: false, msg: 'Your admin session has ended', code: 'UNAUTHENTICATED' },
};

function render() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  act(() => root.render(<SessionRenewalDialog username="admin" />));
}

/** The calls, then the dialog's opening or closing transition (225 ms). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 40; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  });

function typePassword(text: string) {
  const input = document.querySelector<HTMLInputElement>('#renew-password')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const dialogTitle = () => document.querySelector('#session-renewal-title')?.textContent;

it('asks an admin whose session ended to sign in again, then makes the refused call again with the new token', async () => {
  storeAdminToken('old-token');
  const fetch = stubApi(
    ended,
    { status: 200, body: { success: true, msg: 'Signed in', token: 'new-token' } },
    { status: 200, body: { success: true, msg: 'Saved' } },
  );
  render();

  const call = adminRequest<{ msg: string }>('POST', 'admin/saveEvent', { body: { a: 1 } });
  await settle();
  expect(dialogTitle()).toBe('Your session has ended');
  expect(document.querySelector<HTMLInputElement>('#renew-username')!.value).toBe('admin');

  typePassword('the-password');
  await act(async () => {
    document.querySelector<HTMLFormElement>('form[aria-label="Sign in again"]')!.requestSubmit();
  });
  await settle();

  await expect(call).resolves.toEqual({ success: true, msg: 'Saved' });
  expect(readAdminToken()).toBe('new-token');
  const [, retried] = fetch.mock.calls;
  expect(fetch.mock.calls).toHaveLength(3);
  expect(String(retried![0])).toContain('admin/authenticate');
  const headers = new Headers(fetch.mock.calls[2]![1].headers);
  expect(headers.get('authorization')).toBe('Bearer new-token');
  expect(dialogTitle()).toBeUndefined();
});

it('drops the token and lets the 401 stand when the admin chooses Leave', async () => {
  storeAdminToken('old-token');
  stubApi(ended);
  render();

  const call = adminRequest('GET', 'admin/getEvents');
  const outcome = call.catch((error: unknown) => error);
  await settle();
  const leave = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Leave')!;
  act(() => leave.click());
  await settle();

  expect(await outcome).toMatchObject({ status: 401 });
  expect(readAdminToken()).toBeNull();
});

it('lets a 401 stand without asking when no staff page is on the screen', async () => {
  storeAdminToken('old-token');
  const fetch = stubApi(ended);

  await expect(adminRequest('GET', 'admin/me')).rejects.toMatchObject({ status: 401 });
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(readAdminToken()).toBeNull();
});
