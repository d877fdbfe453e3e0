import { PRODUCT_NAME } from "@domain/constants/shell";
import { useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import type { RouteHandle } from "./route-handle";

/** Wraps every route: names the document after the deepest matched page (WCAG 2.4.2). */
export function RootLayout() {
  const title = useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .findLast(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · Africa's Deal Network`;
  }, [title]);
  return <Outlet />;
}
