import { DEFAULT_MATCH_SETTINGS, MATCH_WEIGHT_KEYS, MATCH_WEIGHT_LABELS } from "@domain/constants/matching";
import { RULE_IDS } from "@domain/matching/rules";
import { WEIGHT_SCOPES } from "@domain/matching/weight-scopes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { matchSettingsQueryKey } from "@web/features/matching/api/get-match-settings";
import { describe, expect, it } from "vitest";
import { RULE_TEXTS, SETTINGS_TEXTS } from "../texts";
import { SettingsPage } from "./settings-page";

// /settings says under each slider, and in its Guide, exactly the rules that weight scales.

function renderSettings() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(matchSettingsQueryKey, { ...DEFAULT_MATCH_SETTINGS, isDefault: true });
  render(
    <QueryClientProvider client={client}>
      <SettingsPage />
    </QueryClientProvider>,
  );
}

const ruleText = (rule: (typeof RULE_IDS)[number]) => RULE_TEXTS[rule];

describe("SettingsPage weights", () => {
  it("keeps the spec's five names, each slider describing exactly the rules it scales", () => {
    renderSettings();
    for (const key of MATCH_WEIGHT_KEYS) {
      const slider = screen.getByRole("slider", { name: MATCH_WEIGHT_LABELS[key] });
      const description = document.getElementById(slider.getAttribute("aria-describedby") ?? "")?.textContent ?? "";
      for (const rule of RULE_IDS) {
        if (WEIGHT_SCOPES[key].includes(rule)) expect(description, `${key} names ${rule}`).toContain(ruleText(rule));
        else expect(description, `${key} leaves out ${rule}`).not.toContain(ruleText(rule));
      }
    }
    // The two the trial found misleading.
    expect(screen.getByRole("slider", { name: "Business Stage" })).toHaveAccessibleDescription(
      `Scales the points for: ${ruleText("dueDiligence")} (up to +25 at the default).`,
    );
    expect(screen.getByRole("slider", { name: "Funding History" })).toHaveAccessibleDescription(
      `Scales the points for: ${ruleText("ticketFit")} (+20 at the default).`,
    );
  });

  it("the Guide lists each weight with the rules it scales", () => {
    renderSettings();
    const guideTab = screen.getByRole("tab", { name: SETTINGS_TEXTS.guide });
    fireEvent.mouseDown(guideTab);
    fireEvent.click(guideTab);
    const table = screen.getByRole("table", { name: SETTINGS_TEXTS.guideCaption });
    for (const key of MATCH_WEIGHT_KEYS) {
      const header = within(table).getByRole("rowheader", { name: MATCH_WEIGHT_LABELS[key] });
      const group = header.closest("tbody") as HTMLElement;
      const rules = within(group)
        .getAllByRole("row")
        .map((row) => within(row).getAllByRole("cell")[0]?.textContent);
      expect(rules, key).toEqual(WEIGHT_SCOPES[key].map(ruleText));
    }
  });
});
