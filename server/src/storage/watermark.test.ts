import {
  decodePDFRawStream,
  degrees,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  StandardFonts,
} from "pdf-lib";
import { describe, expect, it } from "vitest";
import { JPEG_IMAGE, jpegWithOrientation, pngDeclaring, pngImage } from "../testing/images";
import { watermarkedCopy } from "./watermark";
import { jpegRotation } from "./watermark-image";
import { encodableText } from "./watermark-text";

// The viewer's copy (issue 21): every page of a PDF names the viewer, images come back as a
// stamped one-page PDF of their size, other types unchanged, the original bytes untouched.

const STAMP = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  at: new Date("2026-03-14T09:05:00Z"),
  locale: "en" as const,
};

async function threePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2, 3]) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Confidential page ${n}`, { x: 72, y: 760, font, size: 14 });
    if (n === 2) page.setRotation(degrees(90));
  }
  return doc.save();
}

/** The strings each page draws (pdf-lib shows text as <hex> Tj), read from its decoded content streams. */
async function pageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of("Contents"));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const source = refs
      .map((ref) => {
        const stream = doc.context.lookup(ref as PDFRef);
        if (!(stream instanceof PDFRawStream)) throw new Error("unexpected content stream");
        return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      })
      .join("\n");
    return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map(([, hex]) =>
      Buffer.from(hex ?? "", "hex").toString("latin1"),
    );
  });
}

describe("watermarkedCopy", () => {
  it("stamps every page of a PDF with the viewer's name, e-mail and the date, keeping the pages' own text", async () => {
    const original = await threePagePdf();
    const before = original.slice();
    const copy = await watermarkedCopy(
      { bytes: original, contentType: "application/pdf", fileName: "deck.pdf" },
      STAMP,
    );

    expect(copy).toMatchObject({ contentType: "application/pdf", fileName: "deck.pdf", watermarked: true });
    const pages = await pageTexts(copy.body);
    expect(pages).toHaveLength(3);
    pages.forEach((texts, i) => {
      expect(texts).toContain(`Confidential page ${i + 1}`);
      expect(texts).toContain("Ada Lovelace");
      expect(texts).toContain("ada@example.com");
      expect(texts).toContain("Shared with Ada Lovelace (ada@example.com) on Mar 14, 2026, 9:05 AM UTC");
    });
    // The rotated page keeps its rotation.
    expect((await PDFDocument.load(copy.body)).getPage(1).getRotation().angle).toBe(90);
    expect(original).toEqual(before);
    // The original, read the same way, names nobody: the assertions above can fail.
    expect((await pageTexts(original)).flat().join(" ")).not.toContain("Ada");
  });

  it("speaks the viewer's language", async () => {
    const copy = await watermarkedCopy(
      { bytes: await threePagePdf(), contentType: "application/pdf", fileName: "deck.pdf" },
      { ...STAMP, locale: "fr" },
    );
    const [first] = await pageTexts(copy.body);
    expect(first).toContain("Partagé avec Ada Lovelace (ada@example.com) le 14 mars 2026, 09:05 UTC");
  });

  it.each([
    ["PNG", "scan.png", "image/png", pngImage(120, 80), [120, 80]],
    ["JPEG", "photo.JPEG", "image/jpeg", JPEG_IMAGE, [40, 30]],
  ] as const)(
    "delivers a %s inside a stamped one-page PDF of the image's size",
    async (_kind, fileName, type, bytes, size) => {
      const before = bytes.slice();
      const copy = await watermarkedCopy({ bytes, contentType: type, fileName }, STAMP);
      expect(copy.contentType).toBe("application/pdf");
      expect(copy.fileName).toBe(`${fileName.split(".")[0]}.pdf`);
      expect(copy.watermarked).toBe(true);
      const doc = await PDFDocument.load(copy.body);
      expect(doc.getPageCount()).toBe(1);
      const { width, height } = doc.getPage(0).getSize();
      expect([width, height]).toEqual(size);
      expect((await pageTexts(copy.body))[0]).toContain("ada@example.com");
      expect(bytes).toEqual(before);
    },
  );

  it.each([
    ["notes.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["notes.txt", "text/plain; charset=utf-8"],
    ["old.doc", "application/msword"],
  ])("hands %s back unchanged, not watermarked", async (fileName, contentType) => {
    const bytes = new TextEncoder().encode("Revenue 2025: 120000 USD\n");
    const copy = await watermarkedCopy({ bytes, contentType, fileName }, STAMP);
    expect(copy).toEqual({ body: bytes, contentType, fileName, watermarked: false });
  });

  it("draws a name the standard font cannot encode, without its missing letters", async () => {
    const copy = await watermarkedCopy(
      { bytes: await threePagePdf(), contentType: "application/pdf", fileName: "deck.pdf" },
      { ...STAMP, name: "Ngozi Ọkọnkwọ 李 Ǹnamdi" },
    );
    const pages = await pageTexts(copy.body);
    for (const texts of pages) expect(texts).toContain("Ngozi Okonkwo ? Nnamdi");
  });

  it("keeps what WinAnsi has, turns unusual spaces into plain ones", () => {
    const charset = new Set([..."Aé ?:"].map((c) => c.codePointAt(0) ?? 0));
    expect(encodableText("Aé\u202fA\u00a0:\nA", charset)).toBe("Aé A : A");
  });

  it("refuses a PDF it cannot read with a clear 409", async () => {
    const garbage = new TextEncoder().encode("%PDF-1.7\nnot really a pdf\n%%EOF\n");
    await expect(
      watermarkedCopy({ bytes: garbage, contentType: "application/pdf", fileName: "broken.pdf" }, STAMP),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("turns a phone photo as its EXIF orientation says, on a page the size of its pixels", async () => {
    expect(jpegRotation(JPEG_IMAGE)).toBe(0);
    expect([3, 6, 8, 1].map((o) => jpegRotation(jpegWithOrientation(o)))).toEqual([180, 90, 270, 0]);
    const copy = await watermarkedCopy(
      { bytes: jpegWithOrientation(6), contentType: "image/jpeg", fileName: "photo.jpg" },
      STAMP,
    );
    const page = (await PDFDocument.load(copy.body)).getPage(0);
    expect(page.getRotation().angle).toBe(90);
    expect([page.getWidth(), page.getHeight()]).toEqual([40, 30]);
  });

  it("refuses to decode a PNG that declares 20000×20000 pixels (409), without trying", async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(300);
    await expect(
      watermarkedCopy({ bytes: bomb, contentType: "image/png", fileName: "bomb.png" }, STAMP),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });
});
