// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel, CAROUSEL_INTERVAL_MS, type CarouselSlide } from './banner-carousel';

const slides: CarouselSlide[] = ['Our story', 'Women and investment', 'Wealth management'].map(
  (name) => ({ name, content: <a href={`#${name}`}>{name}</a> }),
);

let root: Root | undefined;
let container: HTMLElement | undefined;

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

function render() {
  const host = document.createElement('div');
  container = host;
  document.body.append(host);
  act(() => {
    root = createRoot(host);
    root.render(<BannerCarousel label="Highlights" slides={slides} />);
  });
}

const region = () => container!.querySelector('[aria-roledescription="carousel"]')!;
const slideEls = () => [...container!.querySelectorAll('[aria-roledescription="slide"]')];
/** The slide on show: the one not hidden. */
const shown = () =>
  slideEls()
    .filter((el) => getComputedStyle(el).visibility !== 'hidden')
    .map((el) => el.getAttribute('aria-label'));
const button = (name: RegExp) =>
  [...container!.querySelectorAll('button')].find((b) =>
    name.test(b.getAttribute('aria-label') ?? ''),
  )!;
const live = () => container!.querySelector('[aria-live]')!.getAttribute('aria-live');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  stubReducedMotion(false);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BannerCarousel', () => {
  it('is a labelled carousel of labelled slides, the first on show in the server’s HTML', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(<BannerCarousel label="Highlights" slides={slides} />);
    const carousel = html.querySelector('section')!;
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(carousel.getAttribute('aria-label')).toBe('Highlights');
    const labels = [...html.querySelectorAll('[aria-roledescription="slide"]')].map((el) => [
      el.getAttribute('role'),
      el.getAttribute('aria-label'),
    ]);
    expect(labels).toEqual([
      ['group', '1 of 3: Our story'],
      ['group', '2 of 3: Women and investment'],
      ['group', '3 of 3: Wealth management'],
    ]);
    // Before any script: the first slide shows, the others wait out of sight and out of reach.
    // (The styles are emotion's classes: the two waiting slides share one, the first has its own.)
    const [first, second, third] = [...html.querySelectorAll('[aria-roledescription="slide"]')].map(
      (el) => el.className,
    );
    expect(second).toBe(third);
    expect(first).not.toBe(second);
  });

  it('moves on every 5 seconds and loops back to the first, without announcing while it turns', () => {
    render();
    expect(shown()).toEqual(['1 of 3: Our story']);
    expect(live()).toBe('off');
    wait(CAROUSEL_INTERVAL_MS - 1);
    expect(shown()).toEqual(['1 of 3: Our story']);
    wait(1);
    expect(shown()).toEqual(['2 of 3: Women and investment']);
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toEqual(['3 of 3: Wealth management']);
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toEqual(['1 of 3: Our story']);
  });

  it('stops with its pause button, announces slides once still, and plays again', () => {
    render();
    const rotation = button(/pause/i);
    act(() => rotation.click());
    expect(rotation.getAttribute('aria-label')).toBe('Play the slide show');
    expect(live()).toBe('polite');
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(shown()).toEqual(['1 of 3: Our story']);
    act(() => rotation.click());
    expect(rotation.getAttribute('aria-label')).toBe('Pause the slide show');
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toEqual(['2 of 3: Women and investment']);
  });

  it('goes back and forth with its buttons, looping at both ends', () => {
    render();
    act(() => button(/previous/i).click());
    expect(shown()).toEqual(['3 of 3: Wealth management']);
    act(() => button(/next/i).click());
    act(() => button(/next/i).click());
    expect(shown()).toEqual(['2 of 3: Women and investment']);
  });

  it('waits while the pointer is over it, and moves on once it leaves', () => {
    render();
    act(() => {
      region().dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
    });
    expect(live()).toBe('polite');
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toEqual(['1 of 3: Our story']);
    act(() => {
      region().dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null }));
    });
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toEqual(['2 of 3: Women and investment']);
  });

  it('waits while the focus is in a slide or on its arrows, but not on the rotation button', () => {
    render();
    act(() => container!.querySelector<HTMLAnchorElement>('a[href="#Our story"]')!.focus());
    expect(live()).toBe('polite');
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toEqual(['1 of 3: Our story']);
    // Onto the rotation button: it turns again, and the button can pause it.
    act(() => button(/pause/i).focus());
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toEqual(['2 of 3: Women and investment']);
    act(() => button(/next/i).focus());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toEqual(['2 of 3: Women and investment']);
    // Out of the carousel: it turns again.
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => outside.focus());
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toEqual(['3 of 3: Wealth management']);
    outside.remove();
  });

  it('never starts by itself for a visitor who asks for reduced motion', () => {
    stubReducedMotion(true);
    render();
    expect(button(/play/i).getAttribute('aria-label')).toBe('Play the slide show');
    expect(live()).toBe('polite');
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(shown()).toEqual(['1 of 3: Our story']);
    act(() => button(/next/i).click());
    expect(shown()).toEqual(['2 of 3: Women and investment']);
  });
});
