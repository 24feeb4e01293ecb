// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../shared/config/public-reads';
import { renderWithRead } from '../testing/dom';
import { AchievementsSection } from './achievements-section';

/** Draws the section with a cache that holds `answer` as the server would hand it over. */
const render = (answer?: SessionInfo | null | Error) =>
  renderWithRead(<AchievementsSection />, ['sessionInfo'], answer);

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
