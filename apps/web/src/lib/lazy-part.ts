import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * A part of a screen loaded apart (React's `lazy`) that can also be loaded beforehand: once its
 * code is here it renders at once, without suspending. The server loads a board's parts before
 * rendering its first paint (board/server-state.tsx), so that paint holds them rather than a
 * fallback; a client still loading a part while it takes over the server's HTML keeps that HTML
 * until the part arrives (docs/displays.md, "The first paint").
 *
 * Each use keeps the component it started with: a part that began as the lazy one (the client took
 * the server's HTML over before the code came) stays it once the code is here. Switching to the
 * loaded component at a later render would be another component type to React, which would throw
 * the part's elements away and build them again: the screen's entry fade would play a second time.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<Props> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Part = (props: Props) => {
    const [shown] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(shown, props);
  };
  return Object.assign(Part, { preload });
}
