// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { PrintPlanButton, PrintedFrom } from './print-plan-button';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function render(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(node));
  return container;
}

it("opens the browser's print dialog and keeps itself off the paper", () => {
  const print = vi.fn();
  vi.stubGlobal('print', print);
  const container = render(<PrintPlanButton />);
  const button = container.querySelector('button');
  expect(button?.textContent).toBe('Print or save as PDF');
  expect(button?.dataset.print).toBe('hide');
  act(() => button?.click());
  expect(print).toHaveBeenCalledOnce();
});

it('says on paper only where and when the plan was printed', () => {
  const container = render(<PrintedFrom date={new Date(2026, 10, 23, 12)} />);
  const line = container.firstElementChild as HTMLElement;
  expect(line.dataset.print).toBe('only');
  expect(line.textContent).toBe('Printed from Arthashala on 23 November 2026.');
});
