// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '../../../../shared/config/public-reads';
import { renderWithRead } from '../../../testing/dom';
import { TestimonialsSection } from './testimonials-section';

/** Draws the section with a cache that holds `answer` as the server would hand it over. */
const render = (answer?: Testimonial[] | Error) =>
  renderWithRead(<TestimonialsSection />, ['testimonials'], answer);

const testimonials: Testimonial[] = [
  {
    id: '1',
    testimonial: 'The workshop made our budget a habit.',
    name: 'Meera',
    by: 'Teacher, Pune',
  },
  { id: '2', testimonial: 'I finally know what my SIPs are for.', name: 'Arjun', by: 'Engineer' },
];

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
