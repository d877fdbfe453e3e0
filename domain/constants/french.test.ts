import { setLocale } from "@i18n/runtime";
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_TOASTS } from "./accounts";
import { ADMIN_MESSAGES } from "./admin";
import { AMOUNT_RANGES, BUSINESS_STAGE_LABELS, SECTOR_LABELS, SECTORS } from "./businesses";
import { CAMPAIGN_STATUS_LABELS } from "./campaigns";
import { MATCH_LABEL_TEXTS } from "./matching";
import { fillCounts, SAMPLE_DATA_MESSAGES } from "./sample-data";

// The tables keep their shape (SECTOR_LABELS[x]) and read each text in the language of the moment.

afterEach(() => setLocale("en", { reload: false }));

describe("label tables in French", () => {
  it("a table read twice answers in each language", () => {
    expect(SECTOR_LABELS.renewable_energy).toBe("Renewable Energy");
    setLocale("fr", { reload: false });
    expect(SECTOR_LABELS.renewable_energy).toBe("Énergies renouvelables");
    expect(SECTORS.map((s) => SECTOR_LABELS[s])).toContain("Logiciel");
    expect(Object.values(BUSINESS_STAGE_LABELS)).toEqual(["Amorçage", "Série A", "Série B", "Croissance"]);
    expect(CAMPAIGN_STATUS_LABELS.pending).toBe("En attente de validation");
    expect(MATCH_LABEL_TEXTS["Good Match"]).toBe("Bonne compatibilité");
  });

  it("nested and computed texts follow too", () => {
    setLocale("fr", { reload: false });
    expect(AUTH_TOASTS.signUpSuccess.description).toBe("Bienvenue sur Kuza, le réseau des deals de l’Afrique.");
    expect(AMOUNT_RANGES["over-1m"].label).toBe("Plus de 1\u00a0M\u00a0$US");
  });

  it("a template keeps its placeholder for the caller to fill", () => {
    setLocale("fr", { reload: false });
    expect(ADMIN_MESSAGES.bannedSignIn.replace("{reason}", "faux documents")).toBe(
      "Votre compte a été suspendu. Motif\u00a0: faux documents. Contactez l’assistance si vous pensez qu’il s’agit d’une erreur.",
    );
    expect(fillCounts(SAMPLE_DATA_MESSAGES.demoUsersCreatedDescription, { n: 3, m: 4 })).toBe(
      "Utilisateurs de démonstration créés\u00a0: 3 sur 4",
    );
  });
});
