import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";
import { RESPONSE_BADGE_MIN_CASES, RESPONSE_WINDOW_DAYS, type ReplyWithin, type ResponseBadge } from "./rules";

// The badge's phrases in the reader's language (decision 019): "Usually replies within 2 days",
// "Responds to 90% of interest", and the explanation shown on hover and keyboard focus.

export const RESPONSE_BADGE_MESSAGES = localized({
  label: m.domain_responseBadgeLabel,
});

function replyWithinText(within: ReplyWithin): string {
  switch (within.unit) {
    case "hours":
      return m.domain_responseRepliesWithinHours();
    case "day":
      return m.domain_responseRepliesWithinDay();
    case "days":
      return m.domain_responseRepliesWithinDays({ count: within.days });
    case "week_plus":
      return m.domain_responseRepliesAfterWeek();
  }
}

/** The badge's lines, the most telling first: interest answered, reply time, first messages answered. */
export function responseBadgeLines(badge: ResponseBadge): string[] {
  const lines: string[] = [];
  if (badge.interest) lines.push(m.domain_responseInterestPercent({ percent: badge.interest.percent }));
  if (badge.firstMessages?.replyWithin) lines.push(replyWithinText(badge.firstMessages.replyWithin));
  if (badge.firstMessages) lines.push(m.domain_responseFirstMessagesPercent({ percent: badge.firstMessages.percent }));
  return lines;
}

/** What the figures are made of, and what they never show. */
export function responseBadgeExplanation(badge: ResponseBadge): string {
  const parts: string[] = [];
  if (badge.firstMessages) parts.push(m.domain_responseFirstMessagesCases({ count: badge.firstMessages.cases }));
  if (badge.interest) parts.push(m.domain_responseInterestCases({ count: badge.interest.cases }));
  return [
    m.domain_responseExplanationBasis({ days: RESPONSE_WINDOW_DAYS, cases: parts.join(", ") }),
    m.domain_responseExplanationPrivacy({ min: RESPONSE_BADGE_MIN_CASES }),
  ].join(" ");
}
