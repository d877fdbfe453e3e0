// Text helpers of the fee-request detector: one normal form for every spelling, sentences, and the
// words that come before a match in its clause (where a "no" or a "we will" changes its meaning).

/**
 * Lower case, accents removed, one kind of apostrophe and dash, single spaces (line breaks kept):
 * "Frais de DOSSIER", "frais de dossier" and "frais de dossier" read alike. NFKD also turns the
 * no-break spaces of French amounts ("300 000 FCFA") into ordinary spaces.
 */
export function normaliseMessage(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[^\S\n]+/g, " ");
}

export type Sentence = { text: string; question: boolean };

/**
 * Ends a sentence: ! ? ; a line break, or a full stop that is not a decimal point (0.1 BTC and
 * 1.5% stay whole, "$1,000. Thanks" splits).
 */
const SENTENCE_END = /[!?;\n]+|\.(?!\d)|(?<!\d)\./g;

/** The sentences of a normalised text, each trimmed, with whether it ended with a question mark. */
export function sentencesOf(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    push(sentences, text.slice(start, end.index), end[0].includes("?"));
    start = end.index + end[0].length;
  }
  push(sentences, text.slice(start), false);
  return sentences;
}

function push(sentences: Sentence[], raw: string, question: boolean) {
  const text = raw.trim();
  if (text) sentences.push({ text, question });
}

/** Where a clause starts again inside a sentence: a comma, colon, bracket, dash or "but". */
const CLAUSE_BREAK = /[,:()]| - | (?:but|however|although|mais|cependant|pourtant|toutefois) /g;

/**
 * The last `words` words before `index` within its clause. "There is no fee, pay the deposit"
 * does not negate the deposit: the "no" is in another clause.
 */
export function clauseBefore(sentence: string, index: number, words = 6): string {
  const head = sentence.slice(0, index);
  let from = 0;
  for (const found of head.matchAll(CLAUSE_BREAK)) from = found.index + found[0].length;
  return head.slice(from).trim().split(" ").slice(-words).join(" ");
}
