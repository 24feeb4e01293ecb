// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { contactMessages } from '../../shared/schemas/contact';
import { ShortContactForm } from './short-contact-form';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The API as the browser sees it: each call answers with the next of `answers`. */
function stubApi(...answers: Array<{ status: number; body: unknown }>) {
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

function render() {
  const container = document.createElement('div');
  document.body.append(container);
  act(() =>
    createRoot(container).render(
      <ShortContactForm page="Wealth Management" title="Talk to us" intro="We call back." />,
    ),
  );
  return container;
}

/** Types into a field as a browser does: React hears the native input event. */
function type(container: HTMLElement, id: string, text: string) {
  const input = container.querySelector<HTMLInputElement>(`#short-contact-${id}`)!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const submit = (container: HTMLElement) =>
  act(async () => {
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    // The schema's chunk, then the call.
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  });

const value = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLInputElement>(`#short-contact-${id}`)!.value;
const problems = (container: HTMLElement) =>
  [...container.querySelectorAll('.MuiFormHelperText-root.Mui-error')].map((e) => e.textContent);

function fillAll(container: HTMLElement) {
  type(container, 'first-name', 'Farhan');
  type(container, 'last-name', 'Qureshi');
  type(container, 'email', 'farhan@example.in');
  type(container, 'phone', '+91 98450 12345');
}

it('names the first problem, in the seeds’ order, on its field', async () => {
  const fetch = stubApi();
  const container = render();
  const seen: Array<string | null> = [];
  await submit(container);
  seen.push(...problems(container));
  expect(document.activeElement?.id).toBe('short-contact-first-name');
  type(container, 'first-name', 'Farhan');
  await submit(container);
  seen.push(...problems(container));
  type(container, 'last-name', 'Qureshi');
  await submit(container);
  seen.push(...problems(container));
  type(container, 'email', 'farhan@example.in');
  await submit(container);
  seen.push(...problems(container));
  type(container, 'phone', '12345');
  await submit(container);
  seen.push(...problems(container));

  expect(seen).toEqual([
    contactMessages.enterFirstName,
    contactMessages.enterLastName,
    contactMessages.emailInvalid,
    contactMessages.enterContact,
    contactMessages.contactInvalid,
  ]);
  expect(fetch).not.toHaveBeenCalled();
});

it('sends the page’s own name, thanks in the server’s words and clears the fields', async () => {
  const fetch = stubApi({ status: 200, body: { success: true, msg: contactMessages.contacted } });
  const container = render();
  fillAll(container);
  await submit(container);

  expect(fetch.mock.calls[0]![0]).toBe('/api/contactUs/smallContact');
  expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toEqual({
    firstName: 'Farhan',
    lastName: 'Qureshi',
    email: 'farhan@example.in',
    phone: '+919845012345',
    page: 'Wealth Management',
    website: '',
  });
  expect(container.querySelector('[role="status"]')?.textContent).toBe(
    'Thank you for contacting us!',
  );
  for (const id of ['first-name', 'last-name', 'email', 'phone'])
    expect(value(container, id)).toBe('');
});

it('shows the server’s words when it refuses, and keeps what was typed', async () => {
  stubApi({
    status: 429,
    body: { success: false, code: 'RATE_LIMITED', msg: contactMessages.tooManySubmissions },
  });
  const container = render();
  fillAll(container);
  await submit(container);
  expect(container.querySelector('[role="alert"]')?.textContent).toBe(
    contactMessages.tooManySubmissions,
  );
  expect(value(container, 'first-name')).toBe('Farhan');
});
