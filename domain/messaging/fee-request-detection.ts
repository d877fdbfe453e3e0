import {
  AMOUNT,
  BUSINESS_TALK,
  BUY,
  CRYPTO,
  DEPOSIT,
  DIRECTED,
  FEE,
  FIRST_PERSON_BEFORE,
  GATE,
  GIFT_CARD,
  INFORMATION_QUESTION,
  MONEY_TRANSFER_SERVICE,
  NEGATION,
  NOT_A_PAYMENT_AFTER,
  PAY,
  PERSONAL_ACCOUNT,
  REQUIRED,
  SCAM_FEE,
  upTo,
  WE_REQUIRE,
} from "./fee-request-lexicon";
import { clauseBefore, normaliseMessage, type Sentence, sentencesOf } from "./fee-request-text";

// Does a message ask its reader for money up front? The advance-fee scam against founders ("pay a
// processing fee to be considered"), in English and French. Pure: the server calls it on each
// message a founder reads (docs/domain/fee-request-detection.md). Precision comes first: a warning
// on ordinary talk of fees, valuations or paying customers teaches founders to ignore it.

const FEE_REQUEST_REASONS = [
  "upfront-fee",
  "deposit",
  "crypto",
  "gift-cards",
  "personal-account",
  "money-transfer-service",
] as const;
export type FeeRequestReason = (typeof FEE_REQUEST_REASONS)[number];

type Rule = {
  reason: FeeRequestReason;
  pattern: RegExp;
  /**
   * request: only in a sentence addressed to the reader as a request ("please pay", "vous devez"),
   * or one that makes paying the way into the deal (GATE). gate: only in the latter.
   */
  needs?: "request" | "gate";
  /**
   * payment: the match starts with the paying verb, and "we will" / "nous allons" just before it
   * means the money goes to the reader. fee: the match names a fee, and "we will cover" anywhere in
   * the sentence means the same.
   */
  anchor?: "payment" | "fee";
};

const rx = (source: string) => new RegExp(source, "g");
/** An amount asked for, or "the money": not the amount of an invoice the reader would send. */
const MONEY = `(?:(?<!\\b(?:invoice|receipt|quote|quotation|bill|facture|devis|recu)s? (?:of|for|de|d'un montant de) )${AMOUNT}${NOT_A_PAYMENT_AFTER}|(?:the |some |this |that |de l'|la )?(?:money|cash|argent|somme|sum)\\b)`;
const CRYPTO_WALLET =
  "(?:wallet address|adresse (?:de )?(?:portefeuille|wallet)|adresse (?:crypto|btc|bitcoin|usdt)|(?:crypto|btc|bitcoin|usdt) wallet|portefeuille (?:crypto|bitcoin|btc|usdt))";
const FEE_AMOUNT_LINK =
  "(?: (?:of|is|are|at|amounts to|totals|de|d'un montant de|est de|sont de|s'elevant a|s'eleve a))?:?";

const RULES: Rule[] = [
  { reason: "upfront-fee", pattern: rx(`\\b${PAY}${upTo(4)}${FEE}`), needs: "request", anchor: "payment" },
  { reason: "upfront-fee", pattern: rx(`\\b${PAY}${upTo(3)}${MONEY}`), needs: "request", anchor: "payment" },
  { reason: "upfront-fee", pattern: rx(`\\b${SCAM_FEE}${FEE_AMOUNT_LINK} ${AMOUNT}`), anchor: "fee" },
  { reason: "upfront-fee", pattern: rx(`${AMOUNT}(?: \\S+)? \\b${SCAM_FEE}`), anchor: "fee" },
  { reason: "upfront-fee", pattern: rx(`${FEE}${upTo(6)}${REQUIRED}(?![a-z])`), anchor: "fee" },
  { reason: "upfront-fee", pattern: rx(`${WE_REQUIRE}${upTo(3)}${SCAM_FEE}`) },
  { reason: "upfront-fee", pattern: rx("\\b(?:pay|payer|payez|paie)\\b"), needs: "gate", anchor: "payment" },
  { reason: "upfront-fee", pattern: rx(`\\b${SCAM_FEE}`), needs: "gate", anchor: "fee" },
  // Gated, even an ordinary-sounding fee is the price of the deal: "to process the disbursement, a legal fee of $850 is required".
  {
    reason: "upfront-fee",
    pattern: rx(`\\b(?:fees?|frais)\\b${upTo(6)}${REQUIRED}(?![a-z])`),
    needs: "gate",
    anchor: "fee",
  },
  { reason: "deposit", pattern: rx(`\\b${PAY}${upTo(4)}${DEPOSIT}`), needs: "request", anchor: "payment" },
  { reason: "deposit", pattern: rx(`${DEPOSIT}${upTo(6)}${REQUIRED}(?![a-z])`), anchor: "fee" },
  { reason: "deposit", pattern: rx(`${WE_REQUIRE}${upTo(3)}${DEPOSIT}`) },
  { reason: "deposit", pattern: rx(DEPOSIT), needs: "gate", anchor: "fee" },
  { reason: "crypto", pattern: rx(`\\b${PAY}${upTo(3)}${CRYPTO}`), needs: "request", anchor: "payment" },
  { reason: "crypto", pattern: rx(`\\b${PAY}${upTo(8)}${CRYPTO_WALLET}`), needs: "request", anchor: "payment" },
  {
    reason: "gift-cards",
    pattern: rx(`\\b(?:${PAY}|${BUY})${upTo(4)}${GIFT_CARD}`),
    needs: "request",
    anchor: "payment",
  },
  {
    reason: "gift-cards",
    pattern: rx(`${GIFT_CARD}${upTo(6)}(?:codes?|pins?|numbers?|numeros?)\\b`),
    needs: "request",
  },
  { reason: "personal-account", pattern: rx(`\\b${PAY}${upTo(8)}${PERSONAL_ACCOUNT}`), anchor: "payment" },
  {
    reason: "money-transfer-service",
    pattern: rx(`\\b(?:${PAY}|via|by|par|through|using)${upTo(10)}${MONEY_TRANSFER_SERVICE}`),
    needs: "request",
    anchor: "payment",
  },
];

const GATED = new RegExp(GATE);
const BUSINESS = new RegExp(BUSINESS_TALK);
const DIRECTED_AT_READER = new RegExp(DIRECTED);
/** "We will cover the application fee": the fee is the sender's to pay. */
const SENDER_PAYS =
  /\b(?:we|i|we'll|i'll|nous|je|the fund|our fund)(?: \S+){0,2} (?:pay|cover|reimburse|refund|absorb|bear|take care of|prendrons en charge|prendre en charge|payerons|rembourserons|couvrirons|reglerons)\b|\b(?:on us|on the house|a nos frais|a notre charge)\b/;
/** Phrases with a negative word that do not negate: "don't forget to pay", "n'oubliez pas". */
const NOT_NEGATING =
  /\b(?:don't|do not|dont) (?:forget|delay|hesitate|wait)\b|\bfeel free\b|\bn'(?:oubliez|hesitez) pas\b|\bne tardez pas\b/g;

function negated(sentence: string, match: RegExpExecArray | RegExpMatchArray): boolean {
  const around = `${clauseBefore(sentence, match.index ?? 0)} ${match[0]}`.replace(NOT_NEGATING, " ");
  return NEGATION.test(around);
}

function holds(rule: Rule, sentence: string, match: RegExpMatchArray): boolean {
  if (negated(sentence, match)) return false;
  const index = match.index ?? 0;
  if (rule.anchor === "payment") return !FIRST_PERSON_BEFORE.test(sentence.slice(Math.max(0, index - 60), index));
  if (rule.anchor === "fee") return !SENDER_PAYS.test(sentence);
  return true;
}

function reasonsIn({ text, question }: Sentence, found: Set<FeeRequestReason>) {
  const gated = GATED.test(text);
  // The founder's own business (what customers pay, per order, revenue) unless paying opens the deal.
  if (!gated && BUSINESS.test(text)) return;
  const request = !(question && INFORMATION_QUESTION.test(text)) && DIRECTED_AT_READER.test(text);
  for (const rule of RULES) {
    if (found.has(rule.reason)) continue;
    if (rule.needs === "gate" && !gated) continue;
    if (rule.needs === "request" && !request && !gated) continue;
    for (const match of text.matchAll(rule.pattern)) {
      if (holds(rule, text, match)) {
        found.add(rule.reason);
        break;
      }
    }
  }
}

/**
 * The reasons a message reads as a request for money up front, in FEE_REQUEST_REASONS order;
 * empty when it does not. Each sentence is judged on its own.
 */
export function detectFeeRequest(content: string): FeeRequestReason[] {
  const found = new Set<FeeRequestReason>();
  for (const sentence of sentencesOf(normaliseMessage(content))) reasonsIn(sentence, found);
  return FEE_REQUEST_REASONS.filter((reason) => found.has(reason));
}
