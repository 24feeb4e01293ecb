import { lazy, type ComponentType } from 'react';

/** How far below the screen a block's code starts loading, so it is ready when it scrolls in. */
const NEAR = '600px';

/**
 * Resolves once the element `id` comes within `NEAR` of the screen (unless `onInteraction` only),
 * or the visitor first presses a key or a pointer anywhere, or focuses something (they may be
 * about to use it), or at once when the element is not on the page (a page drawn in the browser,
 * not hydrated) or the browser cannot tell.
 */
function whenNear(id: string, onInteraction: boolean): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const events = ['keydown', 'pointerdown', 'touchstart', 'focusin'] as const;
    const done = () => {
      observer?.disconnect();
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    const observer = onInteraction
      ? null
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) done();
          },
          { rootMargin: `${NEAR} 0px` },
        );
    observer?.observe(element);
    for (const type of events) {
      window.addEventListener(type, done, { capture: true, passive: true });
    }
  });
}

/**
 * A block whose code the first load does not need: the server draws it with the page (imported
 * there directly, behind `import.meta.env.SSR`), and the browser loads its code and brings it to
 * life only when it comes near (or, with `onInteraction`, when the visitor first acts: a form on
 * the first screen), inside a Suspense boundary that keeps the server's HTML until then. Fields
 * typed into before that keep their text (the form kit's typedBeforeHydration). `anchorId` is an
 * element of the block in the server's HTML.
 */
export function lazyWhenNear<P extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<P>>,
  { onInteraction = false }: { onInteraction?: boolean } = {},
) {
  return lazy(() =>
    whenNear(anchorId, onInteraction)
      .then(load)
      .then((component) => ({ default: component })),
  );
}
