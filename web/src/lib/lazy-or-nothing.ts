import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A component fetched on first render that renders nothing if it cannot be fetched (the network,
 * or a tab left on an older build: decision 041), for parts a page can do without, such as the
 * toaster: React.lazy alone would throw above every error screen and blank the app.
 */
export function lazyOrNothing<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  const nothing: ComponentType<P> = () => null;
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: nothing }),
    ),
  );
}
