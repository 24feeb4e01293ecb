// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { render } from '../testing/dom';
import { Breadcrumbs } from './breadcrumbs';

it('names the trail as a landmark, links the pages above and marks the current one, separators unread', () => {
  render(
    <Breadcrumbs
      trail={[
        { href: '/', label: 'Home' },
        { href: '/events', label: 'Events' },
      ]}
      current="Retirement is a number"
    />,
  );
  const nav = document.querySelector('nav[aria-label="Breadcrumb"]')!;
  const items = [...nav.querySelectorAll('ol > li')];
  expect(items.map((li) => li.textContent)).toEqual([
    'Home',
    '/',
    'Events',
    '/',
    'Retirement is a number',
  ]);
  expect(items.filter((li) => li.getAttribute('aria-hidden') === 'true')).toHaveLength(2);
  expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
    '/',
    '/events',
  ]);
  expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Retirement is a number');
});

it('ends on a link when the page itself is not named (an article under its section)', () => {
  render(
    <Breadcrumbs
      trail={[
        { href: '/', label: 'Home' },
        { href: '/magazine', label: 'Magazine' },
      ]}
    />,
  );
  const nav = document.querySelector('nav[aria-label="Breadcrumb"]')!;
  expect(nav.querySelectorAll('li')).toHaveLength(3);
  expect(nav.querySelector('[aria-current]')).toBeNull();
});
