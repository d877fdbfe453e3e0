import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

// Writing wrapped text into a PDF with pdf-lib's standard fonts. Those fonts encode WinAnsi only:
// every text goes through winAnsi() first, so a name in another script prints as "?" instead of
// throwing (the exact name stays in the database and in the answer of the API).

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

/** The text with what the font cannot encode replaced: accents dropped where that is enough, "?" otherwise. */
function winAnsi(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text.replace(/[\u202f\u2007]/g, "\u00a0").replace(/[\r\n\t\f\v]/g, " ")) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const bare = char.normalize("NFD").replace(/\p{M}/gu, "");
    out += bare.length > 0 && [...bare].every((c) => supported.has(c.codePointAt(0) ?? 0)) ? bare : "?";
  }
  return out;
}

/** A cursor down A4 pages: adds a page when the next line does not fit. */
export class PdfWriter {
  private page: PDFPage;
  private y: number;

  private constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  static async on(doc: PDFDocument): Promise<PdfWriter> {
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold);
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private lines(text: string, font: PDFFont, size: number): string[] {
    const width = A4[0] - 2 * MARGIN;
    const lines: string[] = [];
    let line = "";
    for (const word of winAnsi(text, font).split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
    // A single word wider than the page (a hash, a long name) is cut into pieces that fit.
    return lines.flatMap((l) => {
      if (font.widthOfTextAtSize(l, size) <= width) return [l];
      const pieces: string[] = [];
      let piece = "";
      for (const ch of l) {
        if (font.widthOfTextAtSize(piece + ch, size) > width) {
          pieces.push(piece);
          piece = "";
        }
        piece += ch;
      }
      return [...pieces, piece];
    });
  }

  /** A paragraph, wrapped, followed by a gap. */
  text(text: string, options: { size?: number; bold?: boolean; muted?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const leading = size * 1.35;
    for (const line of this.lines(text, font, size)) {
      if (this.y - leading < MARGIN) this.newPage();
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: options.muted ? MUTED : INK });
    }
    this.y -= options.gap ?? size * 0.8;
  }

  /** A label and its value, the label muted. */
  field(label: string, value: string) {
    this.text(label, { size: 8, muted: true, gap: 1 });
    this.text(value, { size: 10, gap: 8 });
  }

  rule() {
    if (this.y - 16 < MARGIN) this.newPage();
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 12;
  }
}
