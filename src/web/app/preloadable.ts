import { createElement, lazy, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the module; once it has, the component renders at once, without suspending. */
  preload(): Promise<void>;
};

/**
 * A code-split component that can be loaded ahead of rendering. `React.lazy` alone suspends on its
 * first render even when its module is already there, and a suspended first render on the server
 * sends the fallback, which the browser then replaces (React error 419). The server preloads the
 * page it renders, and the browser the same page before hydrating, so both render it directly;
 * pages reached later load as `React.lazy` would.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function PreloadableComponent(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(PreloadableComponent, { preload });
}
