import { setLocale } from "@i18n/runtime";
import { afterEach, describe, expect, it } from "vitest";
import { responseBadgeLines } from "./texts";

afterEach(() => setLocale("en", { reload: false }));

describe("the response badge in French", () => {
  it("reads in the reader's language", () => {
    setLocale("fr", { reload: false });
    const badge = {
      firstMessages: { cases: 6, percent: 80, replyWithin: { unit: "days", days: 2 } as const },
      interest: { cases: 10, percent: 90 },
    };
    expect(responseBadgeLines(badge)).toEqual([
      "Répond à 90 % des marques d’intérêt",
      "Répond généralement en moins de 2 jours",
      "Répond à 80 % des premiers messages",
    ]);
  });
});
