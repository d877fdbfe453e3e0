import type { TMatchCard } from "@domain/schemas/matching";
import { getLocale } from "@i18n/runtime";

type Card = Omit<TMatchCard, "saved">;

/**
 * A cache entry's cards, each made once per language and then kept for the entry's life: a card
 * depends only on what the entry was computed from (the viewer, the candidate, the weights) and
 * on the language of its texts. Making the 24 cards of a page (the explanation, the reasons with
 * their amounts, the raise advice) was the largest part of a matchmaking request's CPU. Kept up
 * to KEPT_PER_LANGUAGE cards a language (the first pages, which are asked for again and again);
 * further cards are made at each request, so an entry's memory stays bounded.
 */
const KEPT_PER_LANGUAGE = 100;

export function cardsKeptPerLanguage(make: (i: number) => Card): (i: number) => Card {
  const byLanguage = new Map<string, Map<number, Card>>();
  return (i) => {
    const language = getLocale();
    let kept = byLanguage.get(language);
    if (!kept) {
      kept = new Map();
      byLanguage.set(language, kept);
    }
    const card = kept.get(i);
    if (card) return card;
    const made = make(i);
    if (kept.size < KEPT_PER_LANGUAGE) kept.set(i, made);
    return made;
  };
}
