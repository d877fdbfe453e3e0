import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A lazy component with a `preload()` to fetch its code ahead. React.lazy suspends at a
 * component's first render even when its code is in, since `import()` answers with a promise; the
 * nearest Suspense boundary then shows its fallback, and React holds the content back 300 ms after
 * a fallback shows. When preload() has finished, the first render finds the code at once and no
 * fallback shows: the signed-in shell after the route guard's role check (docs/performance.md
 * item 31). When it has not, this is React.lazy as usual.
 */
export function lazyPreloaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<void> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Component = lazy(() => {
    const component = loaded;
    if (!component) return fetchOnce().then((c) => ({ default: c }));
    // React.lazy calls then() on what the loader returns and reads a callback it ran at once as
    // "resolved", so it renders without suspending. A promise would call back only later.
    // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is the point
    const now = { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) };
    return now as unknown as Promise<{ default: ComponentType<P> }>;
  });
  return {
    Component,
    preload: () =>
      fetchOnce().then(
        () => undefined,
        () => undefined, // the render's own load then fails into the route's error screen (decision 041)
      ),
  };
}
