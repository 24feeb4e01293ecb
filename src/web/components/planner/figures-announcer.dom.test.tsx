// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ANNOUNCE_DELAY_MS, FiguresAnnouncer } from './figures-announcer';

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const show = (text: string, resetKey = 1) =>
  act(() => root.render(<FiguresAnnouncer text={text} resetKey={resetKey} />));
const said = () => container.querySelector('[role="status"]')!.textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

it('says nothing of the figures a page opens with', () => {
  show('Equity: ₹4,500 a month.');
  wait(ANNOUNCE_DELAY_MS * 2);
  expect(said()).toBe('');
});

it('reads new figures once they stand still, not on every key', () => {
  show('Equity: ₹4,500 a month.');
  show('Equity: ₹9,000 a month.'); // 1 of 13% typed: figures for 1%…
  wait(ANNOUNCE_DELAY_MS / 2);
  show('Equity: ₹4,000 a month.'); // …then 13%.
  wait(ANNOUNCE_DELAY_MS / 2);
  expect(said()).toBe('');
  wait(ANNOUNCE_DELAY_MS / 2);
  expect(said()).toBe('Equity: ₹4,000 a month.');
});

it('does not repeat what a submit brings: the focus on its heading reads it', () => {
  show('Equity: ₹4,500 a month.', 1);
  show('Home: ₹1,000 a month.', 2);
  wait(ANNOUNCE_DELAY_MS * 2);
  expect(said()).toBe('');
  show('Home: ₹500 a month, rising 10% a year.', 2);
  wait(ANNOUNCE_DELAY_MS);
  expect(said()).toBe('Home: ₹500 a month, rising 10% a year.');
});
