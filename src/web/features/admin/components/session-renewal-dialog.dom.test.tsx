// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { adminRequest } from '../api/admin-request';
import { readAdminToken, storeAdminToken } from '../api/admin-token';
import {
  render as draw,
  settle as settleFor,
  stubApi,
  type,
  type StubAnswer,
} from '../../../testing/dom';
import { SessionRenewalDialog } from './session-renewal-dialog';

afterEach(() => sessionStorage.clear());

const ended: StubAnswer = {
  status: 401,
  body: { success: false, msg: 'Your admin session has ended', code: 'UNAUTHENTICATED' },
};

const render = () => draw(<SessionRenewalDialog username="admin" />);

/** The calls, then the dialog's opening or closing transition (225 ms). */
const settle = (action?: () => void) => settleFor(action, 400);

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

  type('#renew-password', 'the-password');
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
