import type { Role } from "@domain/constants/accounts";
import { setLocale } from "@i18n/runtime";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, type RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { RouteHandle } from "./route-handle";
import { routes } from "./routes";
import { NavList } from "./shell/nav-list";

/** Every route's path and handle, through the layouts. */
function handles(list: RouteObject[]): Array<[string | undefined, RouteHandle]> {
  return list.flatMap((route) => [
    ...(route.handle ? [[route.path, route.handle as RouteHandle] as [string | undefined, RouteHandle]] : []),
    ...handles(route.children ?? []),
  ]);
}
const INVESTOR: Role = "investor";
const titleOf = (path: string) =>
  handles(routes)
    .find(([p]) => p === path)?.[1]
    .title();

describe("the app frame in French", () => {
  afterEach(() => setLocale("en", { reload: false }));

  it("route titles (the document's title) are read in the reader's language", () => {
    expect(titleOf("/login")).toBe("Sign In");
    expect(titleOf("/matchmaking")).toBe("AI-Powered Deal Matchmaking");
    setLocale("fr", { reload: false });
    expect(titleOf("/login")).toBe("Connexion");
    expect(titleOf("/matchmaking")).toBe("Mise en relation par IA");
    expect(titleOf("*")).toBe("Page introuvable");
  });

  it("the sidebar's links", () => {
    setLocale("fr", { reload: false });
    render(
      <MemoryRouter>
        <NavList role={INVESTOR} wide />
      </MemoryRouter>,
    );
    const list = screen.getByRole("list");
    expect(within(list).getByRole("link", { name: "Tableau de bord" })).toHaveAttribute("href", "/investor/dashboard");
    expect(within(list).getByRole("link", { name: "Flux de deals" })).toHaveAttribute("href", "/matchmaking");
    expect(within(list).getByRole("link", { name: "Préférences d’investissement" })).toBeInTheDocument();
  });
});
