import { perLocale } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";
import { m } from "@i18n/messages";

// The words of a watermark: who the copy was shared with, and when, in the viewer's language.
// pdf-lib's standard fonts (Helvetica) encode WinAnsi only, so the text is brought down to what
// the font can draw: accents come off letters it lacks ("Ọ" → "O", "Ǹ" → "N"), unusual spaces
// become plain ones and anything still missing (李) becomes "?". The e-mail address keeps the
// copy traceable whatever the name loses.

/** "Dec 13, 2026, 2:30 PM UTC" or "13 déc. 2026, 14:30 UTC": the server's clock zone never leaks in. */
const stampDateTime = perLocale(
  (l) =>
    new Intl.DateTimeFormat(l, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
      timeZoneName: "short",
    }),
);

export type Stamp = { name: string; email: string; at: Date; locale: Locale };

export type StampLines = {
  /** The footer sentence: "Shared with Ada (ada@example.com) on Dec 13, 2026, 2:30 PM UTC". */
  sentence: string;
  /** The large diagonal lines: name, e-mail, date and time. */
  diagonal: string[];
};

/** The stamp's texts, not yet fitted to a font. */
export function stampLines(stamp: Stamp): StampLines {
  const date = stampDateTime(stamp.locale).format(stamp.at);
  const name = stamp.name.trim();
  const email = stamp.email.trim();
  return {
    sentence: m.server_watermarkStamp({ name, email, date }, { locale: stamp.locale }),
    diagonal: [name, email, date].filter((line) => line.length > 0),
  };
}

const COMBINING_MARKS = /\p{M}/gu;
const SPACES_AND_CONTROLS = /[\p{Z}\p{Cc}\p{Cf}]/u;

/** The text with every character the font cannot encode replaced (see the file's comment). */
export function encodableText(text: string, charset: ReadonlySet<number>): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (charset.has(code) && code >= 0x20) {
      out += char;
      continue;
    }
    if (SPACES_AND_CONTROLS.test(char)) {
      out += " ";
      continue;
    }
    const bare = char.normalize("NFD").replace(COMBINING_MARKS, "");
    const usable = bare.length > 0 && [...bare].every((c) => charset.has(c.codePointAt(0) ?? 0));
    out += usable ? bare : "?";
  }
  return out.replace(/ {2,}/g, " ").trim();
}
