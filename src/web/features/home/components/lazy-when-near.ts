import { lazy, type ComponentType } from 'react';

/** How far below the screen a block's code starts loading, so it is ready when it scrolls in. */
const NEAR = '600px';

/**
 * Resolves once the element `id` comes within `NEAR` of the screen, or the visitor first presses
 * a key or a pointer anywhere (they may be about to reach it), or at once when the element is not
 * on the page (a page drawn in the browser, not hydrated) or the browser cannot tell.
 */
function whenNear(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const events = ['keydown', 'pointerdown', 'touchstart'] as const;
    const done = () => {
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: `${NEAR} 0px` },
    );
    observer.observe(element);
    for (const type of events)
      window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * A block far down the home page whose code the first screen does not need: the server draws it
 * with the page (imported there directly, behind `import.meta.env.SSR`), and the browser loads its
 * code and brings it to life only when it comes near, inside a Suspense boundary that keeps the
 * server's HTML until then. `anchorId` is an element of the block in the server's HTML.
 */
export function lazyWhenNear<P extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<P>>,
) {
  return lazy(() =>
    whenNear(anchorId)
      .then(load)
      .then((component) => ({ default: component })),
  );
}
