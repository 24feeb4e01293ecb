// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { contactMessages } from '../../shared/schemas/contact';
import { NewsletterBlock } from './newsletter-block';

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
  act(() => createRoot(container).render(<NewsletterBlock />));
  return container;
}

/** Types into a field as a browser does: React hears the native input event. */
function type(container: HTMLElement, id: string, text: string) {
  const input = container.querySelector<HTMLInputElement>(`#${id}`)!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const tick = (container: HTMLElement) =>
  act(() => container.querySelector<HTMLInputElement>('#newsletter-consent')!.click());

const submit = (container: HTMLElement) =>
  act(async () => {
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    // The schema's chunk, then the call.
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  });

const value = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLInputElement>(`#${id}`)!.value;
const problem = (container: HTMLElement) =>
  [...container.querySelectorAll('[id$="-help"], [id$="-error"]')].map((e) => e.textContent);
const notice = (container: HTMLElement) =>
  container.querySelector('[role="alert"], [role="status"]')?.textContent;

it('names the first problem, in the seeds’ order, then asks for the ticked box', async () => {
  const fetch = stubApi();
  const container = render();
  await submit(container);
  expect(problem(container)).toEqual([contactMessages.nameEmpty]);
  expect(document.activeElement?.id).toBe('newsletter-name');

  type(container, 'newsletter-name', 'Asha Menon');
  await submit(container);
  expect(problem(container)).toEqual([contactMessages.emailEmpty]);

  type(container, 'newsletter-email', 'asha@');
  await submit(container);
  expect(problem(container)).toEqual([contactMessages.emailInvalid]);

  type(container, 'newsletter-email', 'asha@example.in');
  await submit(container);
  expect(problem(container)).toEqual([contactMessages.consentRequired]);
  expect(document.activeElement?.id).toBe('newsletter-consent');
  expect(fetch).not.toHaveBeenCalled();
});

it('subscribes with the ticked box, shows the server’s words and clears the fields', async () => {
  const fetch = stubApi({ status: 200, body: { success: true, msg: 'Welcome aboard, Asha.' } });
  const container = render();
  type(container, 'newsletter-name', 'Asha Menon');
  type(container, 'newsletter-email', 'Asha@Example.in');
  tick(container);
  await submit(container);

  expect(notice(container)).toBe('Welcome aboard, Asha.');
  expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({
    name: 'Asha Menon',
    email: 'asha@example.in',
    consent: true,
    website: '',
  });
  expect(value(container, 'newsletter-name')).toBe('');
  expect(value(container, 'newsletter-email')).toBe('');
  expect(container.querySelector<HTMLInputElement>('#newsletter-consent')!.checked).toBe(false);
});

it('says an address is already subscribed, and a failure in the server’s words', async () => {
  stubApi(
    {
      status: 409,
      body: { success: false, code: 'ALREADY_SUBSCRIBED', msg: contactMessages.alreadySubscribed },
    },
    { status: 500, body: { success: false, code: 'INTERNAL', msg: 'Something went wrong' } },
  );
  const container = render();
  type(container, 'newsletter-name', 'Asha Menon');
  type(container, 'newsletter-email', 'asha@example.in');
  tick(container);
  await submit(container);
  expect(container.querySelector('[role="status"]')?.textContent).toBe(
    contactMessages.alreadySubscribed,
  );
  expect(value(container, 'newsletter-email')).toBe('asha@example.in');

  await submit(container);
  expect(container.querySelector('[role="alert"]')?.textContent).toBe('Something went wrong');
});

it('hides the robots’ field from people and screen readers, out of the tab order', () => {
  const container = render();
  const trap = container.querySelector<HTMLInputElement>('#newsletter-website')!;
  expect(trap.tabIndex).toBe(-1);
  expect(trap.getAttribute('autocomplete')).toBe('off');
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
});
