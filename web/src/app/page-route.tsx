import { ROUTE_ACCESS, type RoutePath } from "@domain/permissions";
import { TitlePage } from "@web/components/title-page";
import type { PagePrefetch } from "@web/lib/page-prefetch";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { prefetchLoader } from "./page-data";
import type { RouteHandle } from "./route-handle";

/**
 * A page either renders in place or is fetched on first visit, so each screen's code loads only
 * when needed. Its title is a message, read in the reader's language when shown.
 */
export type Page = { title: () => string; load?: () => Promise<LoadedPage> };
type LoadedPage = { Component: ComponentType; prefetch?: PagePrefetch };

/** A page's module: its component `name`, and `prefetch` (a PagePrefetch) if the module exports one. */
export const lazyPage =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  (): Promise<LoadedPage> =>
    load().then((module) => ({
      Component: module[name] as ComponentType,
      prefetch: module.prefetch as PagePrefetch | undefined,
    }));

/** A page not built yet: its title, read when shown. */
function PendingPage({ title }: { title: () => string }) {
  return <TitlePage title={title()} />;
}

/**
 * A page whose code could not be fetched. React Router 7 cuts a route whose `lazy` rejects from
 * the render, its own `errorElement` included (the match stays unloaded): with one on the page's
 * route the screen went blank. The failure is handed over as a page that throws it instead, which
 * the route's `errorElement` shows.
 */
const pageThatThrows = (error: unknown) =>
  function UnloadedPage(): never {
    throw error;
  };

/** The route of one page: its access rule and title (the handle), its code, its error screen. */
export function pageRoute(path: RoutePath, page: Page, errorElement?: RouteObject["errorElement"]): RouteObject {
  const handle: RouteHandle = { access: ROUTE_ACCESS[path], title: page.title };
  const { load } = page;
  if (!load) return { path, handle, errorElement, element: <PendingPage title={page.title} /> };
  return {
    path,
    handle,
    errorElement,
    lazy: async () => {
      let loaded: LoadedPage;
      try {
        loaded = await load();
      } catch (error) {
        return { Component: pageThatThrows(error) };
      }
      const { Component, prefetch } = loaded;
      return prefetch ? { Component, loader: prefetchLoader(prefetch, handle.access) } : { Component };
    },
  };
}
