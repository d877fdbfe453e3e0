import { setLocale } from "@i18n/runtime";
import { screen } from "@testing-library/react";
import { json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AccessDeniedPage } from "./access-denied-page";
import { LoginPage } from "./login-page";

// The sign-in pages in French (issue 20): the same screens, every word from the French messages.

describe("accounts in French", () => {
  beforeEach(() => setLocale("fr", { reload: false }));
  afterEach(() => setLocale("en", { reload: false }));

  it("/login: title, fields, links, and the providers not set up joined the French way", async () => {
    mockApi({ "GET /api/accounts/providers": () => json({ google: false, linkedin: false }) });
    renderPage(<LoginPage />, { path: "/login", me: null });
    expect(screen.getByRole("heading", { level: 1, name: "Connexion à Kuza" })).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Mot de passe")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Mot de passe oublié\u00a0?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.getByRole("button", { name: "Se connecter" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Langue" })).toBeInTheDocument();
    expect(
      await screen.findByText(/^La connexion avec Google et LinkedIn n’est pas encore configurée sur ce serveur\./),
    ).toBeInTheDocument();
  });

  it("/access-denied names the role in French inside the sentence", () => {
    mockApi({});
    renderPage(<AccessDeniedPage />, { path: "/access-denied", me: meAs("investor") });
    expect(screen.getByRole("heading", { level: 1, name: "Accès refusé" })).toBeInTheDocument();
    expect(screen.getByText("investisseur", { selector: "strong" }).parentElement).toHaveTextContent(
      "Vous êtes connecté avec le rôle investisseur, et cette page est réservée à un autre rôle.",
    );
    expect(screen.getByRole("button", { name: "Aller au tableau de bord" })).toBeInTheDocument();
  });
});
