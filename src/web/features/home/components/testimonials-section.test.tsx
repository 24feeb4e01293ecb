// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '../../../../shared/config/public-reads';
import { newQueryClient } from '../../../lib/query-client';
import { RequestQueryClientContext } from '../../../lib/request-query-client';
import { TestimonialsSection } from './testimonials-section';

/** Draws the section with a cache that holds `answer` as the server would hand it over. */
async function render(answer?: Testimonial[] | Error) {
  const client = newQueryClient();
  if (answer instanceof Error) {
    await client.prefetchQuery({
      queryKey: ['testimonials'],
      queryFn: () => Promise.reject(answer),
      retry: false,
    });
  } else if (answer !== undefined) {
    client.setQueryData(['testimonials'], answer);
  }
  const container = document.createElement('div');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () =>
    createRoot(container).render(
      <RequestQueryClientContext.Provider value={client}>
        <TestimonialsSection />
      </RequestQueryClientContext.Provider>,
    ),
  );
  return container;
}

const testimonials: Testimonial[] = [
  {
    id: '1',
    testimonial: 'The workshop made our budget a habit.',
    name: 'Meera',
    by: 'Teacher, Pune',
  },
  { id: '2', testimonial: 'I finally know what my SIPs are for.', name: 'Arjun', by: 'Engineer' },
];

afterEach(() => vi.unstubAllGlobals());

describe('TestimonialsSection', () => {
  it('shows the first testimonial in a carousel of slides, with its name and who they are', async () => {
    const container = await render(testimonials);
    const section = container.querySelector('section')!;
    expect(section.querySelector('h2')?.textContent).toBe('What our learners say');
    const carousel = section.querySelector('[aria-roledescription="carousel"]')!;
    expect(carousel.getAttribute('aria-label')).toBe('Testimonials');
    const slides = [...carousel.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 2: Meera',
      '2 of 2: Arjun',
    ]);
    expect(slides[0]!.querySelector('blockquote')?.textContent).toBe(
      '“The workshop made our budget a habit.”',
    );
    expect(slides[0]!.querySelector('figcaption')?.textContent).toBe('MeeraTeacher, Pune');
    // Turned by hand only: no rotation button, and each change is announced.
    const names = [...carousel.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Previous slide', 'Next slide']);
    expect(carousel.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('draws nothing when there are no testimonials', async () => {
    const container = await render([]);
    expect(container.innerHTML).toBe('');
  });

  it("says 'Something went wrong' when the testimonials could not be read", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const container = await render(new Error('database away'));
    const section = container.querySelector('section')!;
    expect(section.querySelector('[role="status"]')?.textContent).toBe('Something went wrong');
    expect(section.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });
});
