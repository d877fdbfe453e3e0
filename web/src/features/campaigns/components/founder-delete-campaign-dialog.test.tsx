import { setLocale } from "@i18n/runtime";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Button } from "@web/components/ui/button";
import { afterEach, describe, expect, it } from "vitest";
import { FounderDeleteCampaignDialog } from "./founder-delete-campaign-dialog";

afterEach(() => setLocale("en", { reload: false }));

function renderDialog(onConfirm: () => Promise<void>) {
  render(
    <FounderDeleteCampaignDialog
      trigger={<Button>Delete Campaign</Button>}
      campaignTitle="Light up homes"
      onConfirm={onConfirm}
    />,
  );
  return screen.getByRole("alertdialog");
}

describe("FounderDeleteCampaignDialog", () => {
  it("names the campaign being deleted, in English", () => {
    const dialog = renderDialog(async () => {});
    expect(dialog).toHaveTextContent("You are deleting “Light up homes”.");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeInTheDocument();
  });

  it("asks in French, with French quotation marks, and says it is deleting", () => {
    setLocale("fr", { reload: false });
    const dialog = renderDialog(() => new Promise<void>(() => {}));
    expect(dialog.textContent).toContain("Vous supprimez «\u00a0Light up homes\u00a0».");
    expect(within(dialog).getByRole("button", { name: "Annuler" })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    expect(within(dialog).getByRole("button", { name: "Suppression…" })).toBeDisabled();
  });
});
