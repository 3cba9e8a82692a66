import { type ComponentType, createElement, lazy } from 'react';

/**
 * A part of a screen loaded apart (React's `lazy`) that can also be loaded beforehand: once its
 * code is here it renders at once, without suspending. The server loads a board's parts before
 * rendering its first paint (board/server-state.tsx), so that paint holds them rather than a
 * fallback; a client still loading a part while it takes over the server's HTML keeps that HTML
 * until the part arrives (docs/displays.md, "The first paint").
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
  const Part = (props: Props) => createElement(loaded ?? Lazy, props);
  return Object.assign(Part, { preload });
}
