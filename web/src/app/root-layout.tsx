import { PRODUCT_NAME } from "@domain/constants/shell";
import { m } from "@i18n/messages";
import { useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import type { RouteHandle } from "./route-handle";

/** Wraps every route: names the document after the deepest matched page (WCAG 2.4.2). */
export function RootLayout() {
  const title = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast(Boolean)?.();
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : m.app_documentTitleDefault({ name: PRODUCT_NAME });
  }, [title]);
  return <Outlet />;
}
