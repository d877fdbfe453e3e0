import { setLocale } from "@i18n/runtime";
import { fireEvent, screen, within } from "@testing-library/react";
import { meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ReportButton } from "./report-button";

// Report in French: the button's name, the dialog's title, its fields and buttons.

beforeAll(async () => {
  await import("./report-dialog");
});
afterEach(() => {
  setLocale("en", { reload: false });
  vi.unstubAllGlobals();
});

describe("ReportButton in French", () => {
  it("names what is reported and asks in French", async () => {
    setLocale("fr", { reload: false });
    mockApi({});
    renderPage(<ReportButton targetType="investor" targetId="i1" />, { path: "/i", me: meAs("founder") });
    const trigger = screen.getByRole("button", { name: "Signaler ce profil d’investisseur" });
    expect(trigger).toHaveTextContent("Signaler");
    fireEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Signaler ce profil d’investisseur" });
    expect(within(dialog).getByRole("group", { name: "Motif" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Détails (facultatif)")).toBeInTheDocument();
    expect(within(dialog).getByText(/la personne signalée n’en est pas informée\.$/).textContent).toContain(
      "signalement\u00a0;",
    );
    expect(within(dialog).getByRole("button", { name: "Envoyer le signalement" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Annuler" })).toBeInTheDocument();
  });
});
