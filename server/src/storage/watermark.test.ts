import { deflateSync } from "node:zlib";
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
import { watermarkedCopy } from "./watermark";
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

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real RGB PNG of the given size. */
function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) rows[y * (width * 3 + 1)] = 0;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]),
  );
}

/** A real 40×30 baseline JPEG. */
const JPEG = new Uint8Array(
  Buffer.from(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk8BDg4OExETJhUVJk81LTVPT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT//AABEIAB4AKAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOIjtvavddQwp1SzHbe1ZOod9OqWo7b2rJ1Dup1SzHbe1ZOod9OqWY7b2rJ1Dvp1SlHbe1buofmlOqWo7b2rJ1Dvp1SzHbe1ZOod1OqWo7b2rJ1Dvp1SzHbe1ZOod1OqUo7b2rd1D81p1SzHbe1ZOod1OqWo7b2rJ1Dvp1SzHbe1ZOod1OqWo7b2rJ1Dvp1ShHAK6HM/NadRlqOAVk5nfTqMsxwCsnM7qdRlqOAVk5nfTqMsxwCsnM76dRn/2Q==",
    "base64",
  ),
);

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
    ["PNG", "scan.png", "image/png", png(120, 80), [120, 80]],
    ["JPEG", "photo.JPEG", "image/jpeg", JPEG, [40, 30]],
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
});
