// The response badge and the unanswered reminders (issue 22, decision 029): pure rules shared by
// the server, which computes and enforces them, and the web, which shows them.
//
// A case is something a person was asked and may answer:
// - a first message: the message that opens a conversation, sent by another user; its answer is
//   the recipient's first message in that conversation after it;
// - an interest: an investor's Express Interest, which opens a due-diligence process with a
//   business; its answer is the founder's first sign of life on it: a stage change or decline, a
//   meeting they propose or answer, a document they share, or a message they send the investor.
// A case is decided once answered, or once REMINDER_AFTER_DAYS have passed without an answer;
// younger unanswered cases are left out of the figures (the person still has time).

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Below this many decided cases a figure is not shown: a few cases say little and give away much. */
export const RESPONSE_BADGE_MIN_CASES = 5;
/** Only cases from this many days back count: the badge describes how someone answers now. */
export const RESPONSE_WINDOW_DAYS = 365;
/** An unanswered case gets one gentle reminder to its recipient after this many days. */
export const REMINDER_AFTER_DAYS = 7;
/** After this many days the sender is told no answer came, and may close the process as "no response". */
const NOTICE_AFTER_DAYS = 14;
/**
 * The scan only looks at cases this recent: the first run after a deployment must not mail
 * everyone about conversations that went quiet long ago.
 */
export const UNANSWERED_LOOKBACK_DAYS = 30;

/** A person's figures as the refresh stores them: their own cases only, already decided. */
export type ResponseFigures = {
  firstMessages: number;
  firstMessagesAnswered: number;
  /** Median minutes to answer a first message, over the answered ones; null when none were. */
  firstMessageMedianMinutes: number | null;
  interests: number;
  interestsAnswered: number;
};

/** How soon someone usually replies, in the coarse steps the badge speaks in. */
export type ReplyWithin = { unit: "hours" } | { unit: "day" } | { unit: "days"; days: number } | { unit: "week_plus" };

export type ResponseBadge = {
  firstMessages: { cases: number; percent: number; replyWithin: ReplyWithin | null } | null;
  interest: { cases: number; percent: number } | null;
};

/** "Within a few hours" up to this many hours. */
const FEW_HOURS = 3;

export function replyWithinOf(medianMinutes: number): ReplyWithin {
  const hours = medianMinutes / 60;
  if (hours <= FEW_HOURS) return { unit: "hours" };
  if (hours <= 24) return { unit: "day" };
  const days = Math.ceil(hours / 24);
  return days <= 7 ? { unit: "days", days } : { unit: "week_plus" };
}

/**
 * A share rounded DOWN to a multiple of 5: never flatters, and one more or one fewer case rarely
 * moves the shown figure, so a viewer cannot tell which of their own messages was answered.
 */
export function roundedPercent(answered: number, cases: number): number {
  if (cases <= 0) return 0;
  return Math.floor((answered / cases) * 20) * 5;
}

/** What the badge shows, or null when no figure reaches RESPONSE_BADGE_MIN_CASES. */
export function responseBadgeOf(figures: ResponseFigures | null | undefined): ResponseBadge | null {
  if (!figures) return null;
  const min = RESPONSE_BADGE_MIN_CASES;
  const firstMessages =
    figures.firstMessages >= min
      ? {
          cases: figures.firstMessages,
          percent: roundedPercent(figures.firstMessagesAnswered, figures.firstMessages),
          replyWithin:
            figures.firstMessagesAnswered >= min && figures.firstMessageMedianMinutes !== null
              ? replyWithinOf(figures.firstMessageMedianMinutes)
              : null,
        }
      : null;
  const interest =
    figures.interests >= min
      ? { cases: figures.interests, percent: roundedPercent(figures.interestsAnswered, figures.interests) }
      : null;
  return firstMessages || interest ? { firstMessages, interest } : null;
}

/** Where an unanswered case stands at `now`: nothing yet, due a reminder, or due the sender's notice. */
export type UnansweredStep = "none" | "reminder" | "notice";

export function unansweredStep(askedAt: Date, answeredAt: Date | null, now: Date): UnansweredStep {
  if (answeredAt) return "none";
  const age = now.getTime() - askedAt.getTime();
  if (age >= NOTICE_AFTER_DAYS * DAY_MS) return "notice";
  if (age >= REMINDER_AFTER_DAYS * DAY_MS) return "reminder";
  return "none";
}

/** May the sender of an interest close its process as "no response"? Only after NOTICE_AFTER_DAYS of silence. */
export const noResponseDue = (askedAt: Date, answeredAt: Date | null, now: Date) =>
  unansweredStep(askedAt, answeredAt, now) === "notice";

/**
 * Whether the decline dialog offers "No response": to the investor once their interest is
 * NOTICE_AFTER_DAYS old. The server still checks that no answer came (noResponseDue).
 */
export const offersNoResponse = (viewerRole: "investor" | "founder", interestAt: Date, now: Date) =>
  viewerRole === "investor" && now.getTime() - interestAt.getTime() >= NOTICE_AFTER_DAYS * DAY_MS;
