import type { TMatchCard } from "@domain/schemas/matching";
import { getLocale } from "@i18n/runtime";
import { describe, expect, it } from "vitest";
import { inLocale } from "../../lib/request-locale";
import { cardsKeptPerLanguage } from "./matching-cards";

// A cache entry makes each card once per language, keeps the first pages', and makes the rest at
// each read (bounded memory).

type Card = Omit<TMatchCard, "saved">;

function counting() {
  const made: string[] = [];
  const make = (i: number): Card => {
    made.push(`${getLocale()}:${i}`);
    return { kind: "business", id: `b${i}`, name: `${getLocale()} ${i}` } as Card;
  };
  return { made, card: cardsKeptPerLanguage(make) };
}

describe("cardsKeptPerLanguage", () => {
  it("makes a card once per language, and answers each language its own", () => {
    const { made, card } = counting();
    const first = inLocale("en", () => card(3));
    expect(inLocale("en", () => card(3))).toBe(first);
    expect(inLocale("fr", () => card(3)).name).toBe("fr 3");
    expect(inLocale("fr", () => card(3)).name).toBe("fr 3");
    expect(first.name).toBe("en 3");
    expect(made).toEqual(["en:3", "fr:3"]);
  });

  it("keeps the first 100 cards of a language and makes any further one at each read", () => {
    const { made, card } = counting();
    inLocale("en", () => {
      for (let i = 0; i < 101; i++) card(i);
      card(0);
      card(100);
      card(100);
    });
    expect(made.filter((m) => m === "en:0")).toHaveLength(1);
    expect(made.filter((m) => m === "en:100")).toHaveLength(3);
  });
});
