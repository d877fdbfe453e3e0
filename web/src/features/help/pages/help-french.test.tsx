import { setLocale } from "@i18n/runtime";
import { screen } from "@testing-library/react";
import { dueDiligenceChecklist } from "@web/features/help/checklist";
import { mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HelpPage } from "./help-page";
import { ResourcesPage } from "./resources-page";

describe("help in French", () => {
  beforeEach(() => setLocale("fr", { reload: false }));
  afterEach(() => setLocale("en", { reload: false }));

  it("/help: the topics, questions and answers", () => {
    mockApi({});
    renderPage(<HelpPage />, { path: "/help" });
    expect(screen.getByRole("heading", { level: 1, name: "Aide" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Rubriques d’aide" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Levée de fonds et campagnes" })).toBeInTheDocument();
    expect(screen.getByText("Comment changer mon mot de passe\u00a0?".replace(/\s/g, " "))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contacter le support" })).toHaveAttribute("href", "/support");
  });

  it("/resources: each guide link says which topic it opens", () => {
    mockApi({});
    renderPage(<ResourcesPage />, { path: "/resources" });
    expect(screen.getByRole("link", { name: "Lire le guide\u00a0: Due diligence" })).toHaveAttribute(
      "href",
      "/help#due-diligence",
    );
    expect(screen.getByRole("button", { name: /Télécharger la liste/ })).toBeInTheDocument();
  });

  it("the downloaded checklist is written in French", () => {
    const text = dueDiligenceChecklist("GENERAL");
    expect(text.split("\n")[0]).toBe("# Liste de contrôle de due diligence Kuza");
    expect(text).toContain("Juridiction\u00a0: ");
    expect(text).toMatch(/^- \[ \] .+ \(demandé à partir de l’étape «\u00a0.+\u00a0»\)$/m);
  });
});
