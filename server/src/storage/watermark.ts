import { isWatermarkable } from "@domain/due-diligence/watermark";
import { m } from "@i18n/messages";
import { PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";
import { AppError } from "../lib/errors";
import { imageInPdf } from "./watermark-image";
import { isolationStreams, stampPage } from "./watermark-stamp";
import { encodableText, type Stamp, stampLines } from "./watermark-text";

// A watermark on every copy (issue 21): each investor's copy of a PDF or image names them, on every
// page, with the date and time it was made. The stamp is drawn on a copy made as the file is
// served; the stored original is never written. Images come back inside a one-page PDF the size
// of the image, the stamp over it. Other types come back unchanged (watermarked: false).

export type WatermarkInput = { bytes: Uint8Array; contentType: string; fileName: string };
export type WatermarkOutput = { body: Uint8Array; contentType: string; fileName: string; watermarked: boolean };

const PDF_TYPE = "application/pdf";
/**
 * pdf-lib hands the event loop back every this many objects while parsing and writing. Its default
 * (50) waits a timer tick that often, which tripled the time of a 100-page PDF; 500 still lets other
 * requests in every few milliseconds.
 */
const OBJECTS_PER_TICK = 500;

type Kind = "pdf" | "png" | "jpeg";

function kindOf(file: WatermarkInput): Kind | null {
  if (!isWatermarkable(file.fileName)) return null;
  const name = file.fileName.toLowerCase();
  if (name.endsWith(".pdf")) return "pdf";
  if (name.endsWith(".png")) return "png";
  return "jpeg";
}

/** "scan.jpeg" → "scan.pdf". */
function asPdfName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.pdf`;
}

/** Loads a PDF as pdf-lib can read it, or null when it cannot: encrypted, damaged, or without pages. */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    // pdf-lib parses the buffer without writing into it (watermark.test.ts checks the bytes),
    // so a 50 MB file is not copied once more.
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: OBJECTS_PER_TICK });
    return doc.getPageCount() > 0 ? doc : null;
  } catch {
    return null;
  }
}

async function stampAll(doc: PDFDocument, stamp: Stamp): Promise<Uint8Array> {
  const font: PDFFont = await doc.embedFont(StandardFonts.Helvetica);
  const charset = new Set(font.getCharacterSet());
  const lines = stampLines(stamp);
  const fitted = {
    sentence: encodableText(lines.sentence, charset),
    diagonal: lines.diagonal.map((line) => encodableText(line, charset)).filter(Boolean),
  };
  const isolate = isolationStreams(doc);
  for (const page of doc.getPages()) {
    isolate(page);
    stampPage(page, font, fitted);
  }
  // Form fields keep the appearances they have: regenerating them would change the document's
  // look (and can fail on fonts pdf-lib does not know).
  return doc.save({ objectsPerTick: OBJECTS_PER_TICK, updateFieldAppearances: false, addDefaultPage: false });
}

/**
 * The viewer's copy of a stored document: PDFs stamped on every page, PNG and JPEG images inside a
 * stamped PDF (named .pdf), anything else unchanged. A PDF or image that cannot be read answers a
 * clear 409 (uploads refuse unreadable PDFs, so this is for files stored before that check).
 */
export async function watermarkedCopy(file: WatermarkInput, stamp: Stamp): Promise<WatermarkOutput> {
  const kind = kindOf(file);
  if (!kind) return { body: file.bytes, contentType: file.contentType, fileName: file.fileName, watermarked: false };
  let doc: PDFDocument | null;
  try {
    doc = kind === "pdf" ? await loadPdf(file.bytes) : await imageInPdf(file.bytes, kind);
  } catch {
    doc = null;
  }
  if (!doc) throw new AppError("CONFLICT", m.server_watermarkFailed({}, { locale: stamp.locale }));
  const body = await stampAll(doc, stamp);
  return {
    body,
    contentType: PDF_TYPE,
    fileName: kind === "pdf" ? file.fileName : asPdfName(file.fileName),
    watermarked: true,
  };
}
