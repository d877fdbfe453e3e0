import { m } from "@i18n/messages";
import { SECTOR_LABELS, type Sector } from "./constants/businesses";
import { UNREAD_BADGE_CAP, UNREAD_BADGE_CAP_TEXT } from "./constants/notifications";
import { writeDecimal } from "./i18n/decimal-number";
import { currentLocale, INTL_LOCALES, type Locale } from "./i18n/locales";
import { writeMediumDate } from "./i18n/medium-date";
import { writeWholeDollars, writeWholeNumber } from "./i18n/whole-number";

// Numbers, money, dates and relative times in the reader's language (decision 019): "$1,250,000"
// in English, "1 250 000 $US" in French. Intl formatters are costly to make, so each is made once
// per language and kept; whole numbers, dollars, decimals and short dates are written without one
// (i18n/whole-number.ts, decimal-number.ts, medium-date.ts), so that the pages that show only those
// build no Intl object as they render.

/** Avatar initials: the first letters of up to two words of a name (spec part 1, section 9). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}

/** One formatter per language and kind, made on first use. */
// Pure (#__NO_SIDE_EFFECTS__): a table nothing reads is dropped from the bundle with its messages.
/* #__NO_SIDE_EFFECTS__ */
export function perLocale<T>(make: (intlLocale: string) => T): (locale?: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale = currentLocale()) => {
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(INTL_LOCALES[locale]);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const usdCompact = perLocale(
  (l) =>
    new Intl.NumberFormat(l, {
      style: "currency",
      currency: "USD",
      notation: "compact",
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);
const mediumDateTime = perLocale(
  (l) =>
    new Intl.DateTimeFormat(l, { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }),
);

/** Whole US dollars as "$1,250,000" or "1 250 000 $US" (money is whole dollars everywhere in Kuza). */
export function formatUsd(amount: number, locale: Locale = currentLocale()): string {
  return writeWholeDollars(Math.round(amount), locale);
}

/** Short form for tight places: "$50K", "$1.2M"; "50 k$US", "1,2 M$US". */
export function formatUsdCompact(amount: number, locale?: Locale): string {
  return usdCompact(locale).format(Math.round(amount));
}

/** "7.5" or "7,5". */
function formatDecimal(value: number, locale: Locale = currentLocale()): string {
  return writeDecimal(value, locale);
}

/** A count as the language writes it: "12,500" or "12 500". */
export function formatNumber(value: number, locale: Locale = currentLocale()): string {
  return writeWholeNumber(value, locale);
}

/** A list's total as the language writes it, "1,000+" / "1 000+" when the count stopped at its cap. */
export function formatTotal(page: { total: number; totalCapped: boolean }, locale?: Locale): string {
  const text = formatNumber(page.total, locale);
  return page.totalCapped ? `${text}+` : text;
}

/** "Dec 13, 2026" or "13 déc. 2026". */
export function formatDate(at: string | Date, locale: Locale = currentLocale()): string {
  return writeMediumDate(typeof at === "string" ? new Date(at) : at, locale);
}

/** "Dec 13, 2026, 2:30 PM" or "13 déc. 2026, 14:30". */
export function formatDateTime(at: string | Date, locale?: Locale): string {
  return mediumDateTime(locale).format(typeof at === "string" ? new Date(at) : at);
}

/** The width of a progress bar: 0 to 100, whatever the data says (a campaign can be over-funded). */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** "45%" in English, "45 %" in French (a non-breaking space before the sign). */
function withPercentSign(value: string, locale: Locale = currentLocale()): string {
  return locale === "fr" ? `${value}\u00a0%` : `${value}%`;
}

/** "45%"; a campaign with a first small investment reads "<1%" rather than a misleading "0%". */
export function formatPercent(percent: number): string {
  if (!Number.isFinite(percent) || percent <= 0) return withPercentSign("0");
  if (percent < 1) return withPercentSign("<1");
  return withPercentSign(String(Math.floor(percent)));
}

/**
 * A match score as shown, "58%" for 57.5: a whole number, half up (CLARIFICATIONS.md). Ordering,
 * filters and labels keep the exact score. Scores are quarter points, so a sum a hair under a half
 * is float error and counts as the half.
 */
export function formatScore(score: number): string {
  return withPercentSign(String(Math.floor(score + 0.5 + 1e-9)));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days until the end: a campaign ending at the end of 13 December has 21 days left on
 * 22 December, and 1 on its last day until it ends; 0 once it has ended.
 */
export function daysLeft(endsAt: string | Date, now: Date = new Date()): number {
  const remaining = msUntil(endsAt, now);
  if (remaining <= 0) return 0;
  return Math.max(1, Math.floor(remaining / DAY_MS));
}

/** "12 days left", "1 day left", "Last day" (under 24 hours to go), or "Ended". */
export function formatDaysLeft(endsAt: string | Date, now: Date = new Date()): string {
  const remaining = msUntil(endsAt, now);
  if (remaining <= 0) return m.domain_campaignEnded();
  if (remaining < DAY_MS) return m.domain_campaignLastDay();
  return m.domain_campaignDaysLeft({ count: Math.floor(remaining / DAY_MS) });
}

function msUntil(endsAt: string | Date, now: Date): number {
  const end = typeof endsAt === "string" ? Date.parse(endsAt) : endsAt.getTime();
  return Number.isNaN(end) ? 0 : end - now.getTime();
}

/** A business type as people read it: a known sector's label, or the founder's own words. */
export function sectorLabel(value: string | null | undefined): string {
  if (!value) return "";
  return SECTOR_LABELS[value as Sector] ?? value;
}

/** Equity as "7.5%" (at most two decimals, as the campaign form allows). */
export function formatEquity(percent: number): string {
  return withPercentSign(formatDecimal(Number(percent.toFixed(2))));
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The bell's and the inbox's relative time (spec part 1, section 9): whole minutes under an
 * hour, whole hours under a day, else whole days: "5m ago", "3h ago", "2d ago". Under a minute
 * it reads "just now" rather than "0m ago", as does a time in the future (clock skew) or an
 * unreadable one.
 */
export function formatRelativeTime(at: string | Date, now: Date = new Date()): string {
  const time = typeof at === "string" ? Date.parse(at) : at.getTime();
  const elapsed = Number.isNaN(time) ? 0 : Math.max(0, now.getTime() - time);
  if (elapsed < MINUTE_MS) return m.domain_justNow();
  if (elapsed < HOUR_MS) return m.domain_minutesAgo({ count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return m.domain_hoursAgo({ count: Math.floor(elapsed / HOUR_MS) });
  return m.domain_daysAgo({ count: Math.floor(elapsed / DAY_MS) });
}

/** An unread badge: nothing for 0, the count up to 99, then "99+". */
export function formatUnreadBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "";
  return count > UNREAD_BADGE_CAP ? UNREAD_BADGE_CAP_TEXT : String(Math.floor(count));
}

/** "$25k" / "$900"; in French "25 k$US" / "900 $US". */
function thousands(amount: number, locale: Locale = currentLocale()): string {
  const french = locale === "fr";
  if (amount < 1000) return french ? `${Math.round(amount)}\u00a0$US` : `$${Math.round(amount)}`;
  const k = Math.round(amount / 100) / 10;
  return french ? `${formatDecimal(k, locale)}\u00a0k$US` : `$${k}k`;
}

/**
 * An investor's ticket range as the cards write it: "$25k - $250k"; a max of 0 means no upper
 * limit ("$25k+"). Null when none is set (0 to 0): the caller shows its fallback text
 * (INVESTOR_CARD_FALLBACKS.ticket on /investors, INVESTOR_TICKET_FALLBACK elsewhere).
 */
export function formatTicketRange(ticket: { min: number; max: number } | null | undefined): string | null {
  if (!ticket) return null;
  const { min, max } = ticket;
  if (!(min > 0) && !(max > 0)) return null;
  if (!(max > 0)) return `${thousands(min)}+`;
  return `${thousands(Math.max(0, min))}${currentLocale() === "fr" ? " à " : " - "}${thousands(max)}`;
}
