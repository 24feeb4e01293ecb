import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, vi } from 'vitest';
import { newQueryClient } from '../lib/query-client';
import { RequestQueryClientContext } from '../lib/request-query-client';

/**
 * What the web's component tests (happy-dom) share: React told it runs under act, the API
 * stubbed call by call, a component drawn into the page, typing as a browser types. Importing
 * this module sets up the clean-up after each test: drawn roots unmounted, the page emptied,
 * globals restored.
 */

const roots: Root[] = [];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

export type StubAnswer = { status: number; body: unknown };

/** The API as the browser sees it: each call answers with the next of `answers`. */
export function stubApi(...answers: StubAnswer[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers.shift();
    if (!answer) throw new Error('the test gave no answer for this call');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Draws `element` into a fresh box in the page; returns the box. */
export function render(element: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  act(() => root.render(element));
  return container;
}

/** Types into the input or textarea `selector` finds, as a browser does: React hears the native event. */
export function type(selector: string, text: string) {
  const input = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
  if (!input) throw new Error(`nothing matches ${selector}`);
  const prototype =
    input instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * Does `action` (a click, a submit), then lets what it starts finish (calls, lazy chunks,
 * transitions): `ms` of timers, all under act.
 */
export const settle = (action?: () => void, ms = 100) =>
  act(async () => {
    action?.();
    for (let waited = 0; waited < ms; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });

/**
 * Draws `element` with a cache that holds one public read as the server hands it over with the
 * page: its data, or its failure (an Error), or nothing (undefined: not read).
 */
export async function renderWithRead(
  element: ReactNode,
  queryKey: readonly unknown[],
  answer: unknown,
): Promise<HTMLElement> {
  const client = newQueryClient();
  if (answer instanceof Error) {
    await client.prefetchQuery({ queryKey, queryFn: () => Promise.reject(answer), retry: false });
  } else if (answer !== undefined) {
    client.setQueryData(queryKey, answer);
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () =>
    root.render(
      <RequestQueryClientContext.Provider value={client}>
        {element}
      </RequestQueryClientContext.Provider>,
    ),
  );
  return container;
}
