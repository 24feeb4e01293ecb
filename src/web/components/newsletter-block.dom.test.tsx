// @vitest-environment happy-dom
import { act } from 'react';
import { expect, it } from 'vitest';
import { contactMessages } from '../../shared/schemas/contact';
import { render as draw, settle, stubApi, type as typeInto } from '../testing/dom';
import { NewsletterBlock } from './newsletter-block';

const render = () => draw(<NewsletterBlock />);

const tick = (container: HTMLElement) =>
  act(() => container.querySelector<HTMLInputElement>('#newsletter-consent')!.click());

// The schema's chunk, then the call.
const submit = (container: HTMLElement) =>
  settle(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());

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

  typeInto('#newsletter-name', 'Asha Menon');
  await submit(container);
  expect(problem(container)).toEqual([contactMessages.emailEmpty]);

  typeInto('#newsletter-email', 'asha@');
  await submit(container);
  expect(problem(container)).toEqual([contactMessages.emailInvalid]);

  typeInto('#newsletter-email', 'asha@example.in');
  await submit(container);
  expect(problem(container)).toEqual([contactMessages.consentRequired]);
  expect(document.activeElement?.id).toBe('newsletter-consent');
  expect(fetch).not.toHaveBeenCalled();
});

it('subscribes with the ticked box, shows the server’s words and clears the fields', async () => {
  const fetch = stubApi({ status: 200, body: { success: true, msg: 'Welcome aboard, Asha.' } });
  const container = render();
  typeInto('#newsletter-name', 'Asha Menon');
  typeInto('#newsletter-email', 'Asha@Example.in');
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
  typeInto('#newsletter-name', 'Asha Menon');
  typeInto('#newsletter-email', 'asha@example.in');
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
