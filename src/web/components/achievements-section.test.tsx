// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../shared/config/public-reads';
import { newQueryClient } from '../lib/query-client';
import { RequestQueryClientContext } from '../lib/request-query-client';
import { AchievementsSection } from './achievements-section';

/** Draws the section with a cache that holds `answer` as the server would hand it over. */
async function render(answer?: SessionInfo | null | Error) {
  const client = newQueryClient();
  if (answer instanceof Error) {
    // As the server hands over a read that failed.
    await client.prefetchQuery({
      queryKey: ['sessionInfo'],
      queryFn: () => Promise.reject(answer),
      retry: false,
    });
  } else if (answer !== undefined) {
    client.setQueryData(['sessionInfo'], answer);
  }
  const container = document.createElement('div');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () =>
    createRoot(container).render(
      <RequestQueryClientContext.Provider value={client}>
        <AchievementsSection />
      </RequestQueryClientContext.Provider>,
    ),
  );
  return container;
}

afterEach(() => vi.unstubAllGlobals());

describe('AchievementsSection', () => {
  it('lists the three figures as staff wrote them (decision 35), under a heading', async () => {
    const container = await render({
      id: 'a',
      sessions: '1,480+',
      months: '92',
      people: '1,25,000+',
    });
    const section = container.querySelector('section')!;
    const heading = section.querySelector('h2')!;
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.textContent).toBe('Our work in numbers');
    const items = [...section.querySelectorAll('ul > li')].map((li) => li.textContent);
    expect(items).toEqual([
      '1,480+ sessions held',
      '92 months of teaching',
      '1,25,000+ people reached',
    ]);
  });

  it('draws nothing when there are no figures', async () => {
    const container = await render(null);
    expect(container.innerHTML).toBe('');
  });

  it('keeps its band, without figures, while they load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const container = await render();
    const section = container.querySelector('section')!;
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.querySelector('ul')).toBeNull();
  });

  it("says 'Something went wrong' in its band when the figures could not be read", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const container = await render(new Error('database away'));
    const section = container.querySelector('section')!;
    expect(section.querySelector('[role="status"]')?.textContent).toBe('Something went wrong');
    expect(section.querySelector('ul')).toBeNull();
  });
});
