import { m } from "@i18n/messages";
import { z } from "zod";
import { formatNumber } from "../format";
import { currentLocale } from "../i18n/locales";

// zod's own messages, for a rule given no message of ours (a title's 160 characters, a list's 50
// rows, a number's range): an English reader keeps zod's wording, a French reader gets these.
// Installed once for every schema (fields.ts imports this module); read when a value is checked.

type Issue = Parameters<NonNullable<z.core.$ZodConfig["customError"]>>[0];

const LENGTH_ORIGINS = new Set(["string"]);
const COUNT_ORIGINS = new Set(["array", "set"]);
const NUMBER_ORIGINS = new Set(["number", "int", "bigint"]);

function tooBig(issue: Extract<Issue, { code: "too_big" }>): string {
  const max = Number(issue.maximum);
  if (LENGTH_ORIGINS.has(issue.origin)) return m.domain_zodTooLong({ max });
  if (COUNT_ORIGINS.has(issue.origin)) return m.domain_zodTooManyItems({ max });
  if (NUMBER_ORIGINS.has(issue.origin)) {
    const limit = formatNumber(max);
    return issue.inclusive === false
      ? m.domain_zodNumberLessThan({ max: limit })
      : m.domain_zodNumberMax({ max: limit });
  }
  return m.domain_zodInvalidValue();
}

function tooSmall(issue: Extract<Issue, { code: "too_small" }>): string {
  const min = Number(issue.minimum);
  if (LENGTH_ORIGINS.has(issue.origin)) return min <= 1 ? m.domain_zodRequired() : m.domain_zodTooShort({ min });
  if (COUNT_ORIGINS.has(issue.origin)) return m.domain_zodTooFewItems({ min });
  if (NUMBER_ORIGINS.has(issue.origin)) {
    const limit = formatNumber(min);
    return issue.inclusive === false
      ? m.domain_zodNumberMoreThan({ min: limit })
      : m.domain_zodNumberMin({ min: limit });
  }
  return m.domain_zodInvalidValue();
}

/** The message of an issue zod would word itself, in the reader's language. */
function defaultIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case "too_big":
      return tooBig(issue);
    case "too_small":
      return tooSmall(issue);
    case "invalid_value":
      return m.domain_zodInvalidOption();
    case "invalid_format":
      return m.domain_zodInvalidFormat();
    case "not_multiple_of":
      return m.domain_zodNotMultipleOf({ divisor: formatNumber(Number(issue.divisor)) });
    default:
      return m.domain_zodInvalidValue();
  }
}

z.config({ customError: (issue) => (currentLocale() === "fr" ? defaultIssueMessage(issue) : undefined) });
