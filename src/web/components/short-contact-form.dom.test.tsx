// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { contactMessages } from '../../shared/schemas/contact';
import { render as draw, settle, stubApi, type as typeInto } from '../testing/dom';
import { ShortContactForm } from './short-contact-form';

const render = () =>
  draw(<ShortContactForm page="Wealth Management" title="Talk to us" intro="We call back." />);

/** Types into one of the form's fields. */
const type = (id: string, text: string) => typeInto(`#short-contact-${id}`, text);

// The schema's chunk, then the call.
const submit = (container: HTMLElement) =>
  settle(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());

const value = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLInputElement>(`#short-contact-${id}`)!.value;
const problems = (container: HTMLElement) =>
  [...container.querySelectorAll('.MuiFormHelperText-root.Mui-error')].map((e) => e.textContent);

function fillAll() {
  type('first-name', 'Farhan');
  type('last-name', 'Qureshi');
  type('email', 'farhan@example.in');
  type('phone', '+91 98450 12345');
}

it('names the first problem, in the seeds’ order, on its field', async () => {
  const fetch = stubApi();
  const container = render();
  const seen: Array<string | null> = [];
  await submit(container);
  seen.push(...problems(container));
  expect(document.activeElement?.id).toBe('short-contact-first-name');
  type('first-name', 'Farhan');
  await submit(container);
  seen.push(...problems(container));
  type('last-name', 'Qureshi');
  await submit(container);
  seen.push(...problems(container));
  type('email', 'farhan@example.in');
  await submit(container);
  seen.push(...problems(container));
  type('phone', '12345');
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
  fillAll();
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
  fillAll();
  await submit(container);
  expect(container.querySelector('[role="alert"]')?.textContent).toBe(
    contactMessages.tooManySubmissions,
  );
  expect(value(container, 'first-name')).toBe('Farhan');
});
