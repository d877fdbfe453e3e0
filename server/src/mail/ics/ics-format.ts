// The text rules of iCalendar (RFC 5545, section 3.1 and 3.3), for the few properties Kuza writes:
// lines end in CRLF and are folded at 75 octets; TEXT values escape \ ; , and line breaks;
// parameter values that hold a name are quoted; times are UTC ("Z"). No I/O: a string in, a string out.

const CRLF = "\r\n";
/** A content line's longest length in octets, line break excluded (section 3.1). */
const LINE_OCTETS = 75;

/** UTF-8 length of one code point. */
function octets(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line: at most 75 octets per line, each continuation starting with one space
 * (which counts), never splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const limit = out.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    const n = octets(ch);
    if (size + n > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** Control characters TEXT may not hold (all but tab; line breaks are escaped before this). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/** A TEXT value (section 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(CONTROL, " ");
}

/**
 * A parameter value (section 3.2), such as CN: always quoted, since a name may hold ; : or ,.
 * A quoted value cannot hold a double quote or a control character, so those become ' and a space.
 */
export function quoteParam(value: string): string {
  return `"${value
    .replace(/"/g, "'")
    .replace(/[\r\n\t]/g, " ")
    .replace(CONTROL, " ")}"`;
}

/** A URI value (LOCATION is TEXT; URL, ORGANIZER and ATTENDEE are URIs): no escaping, no control characters. */
export function uriValue(uri: string): string {
  return uri.replace(/[\r\n\t]/g, "").replace(CONTROL, "");
}

/** A DATE-TIME in UTC (section 3.3.5, form 2): 20261124T133000Z. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The file: each content line folded, every line ended by CRLF (the last one too). */
export function icsDocument(lines: readonly string[]): string {
  return `${lines.map(foldLine).join(CRLF)}${CRLF}`;
}
