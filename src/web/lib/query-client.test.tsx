// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

it('takes the answers a page brought as fresh, however long ago the server read them', async () => {
  // A page the server kept for ten minutes: its answer was read then.
  const readAt = Date.now() - 10 * 60_000;
  const block = document.createElement('script');
  block.id = 'ssr-data';
  block.type = 'application/json';
  block.textContent = JSON.stringify({
    origin: 'http://localhost',
    queries: {
      mutations: [],
      queries: [
        {
          queryKey: ['sessionInfo'],
          queryHash: '["sessionInfo"]',
          state: {
            data: { id: 'a', sessions: '5', months: '2', people: '90' },
            dataUpdateCount: 1,
            dataUpdatedAt: readAt,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  });
  document.body.append(block);
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);

  // Loaded after the block is in the page, as in the browser.
  const { usePublicRead } = await import('./use-public-read');
  function Figures() {
    const { data } = usePublicRead({ read: 'sessionInfo', args: [] });
    return <p>{data ? `${data.people} people` : 'loading'}</p>;
  }
  const container = document.createElement('div');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => createRoot(container).render(<Figures />));
  await act(async () => {});

  expect(container.textContent).toBe('90 people');
  expect(fetch).not.toHaveBeenCalled();
});
