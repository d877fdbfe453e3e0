import { setLocale } from "@i18n/runtime";
import { screen } from "@testing-library/react";
import { mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it } from "vitest";
import { NotFoundPage } from "./not-found-page";

describe("NotFoundPage", () => {
  afterEach(() => setLocale("en", { reload: false }));

  it("says the page is not there, in English and in French", () => {
    mockApi({});
    const { unmount } = renderPage(<NotFoundPage />, { path: "/nowhere" });
    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    unmount();
    setLocale("fr", { reload: false });
    renderPage(<NotFoundPage />, { path: "/nowhere" });
    expect(screen.getByRole("heading", { name: "Oups\u00a0! Page introuvable" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/");
  });
});
