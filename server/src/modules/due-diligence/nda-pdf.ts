import { isStandardNdaVersion, standardNdaText } from "@domain/due-diligence/nda/standard-nda";
import { formatDate } from "@domain/format";
import { isLocale, type Locale } from "@domain/i18n/locales";
import { m } from "@i18n/messages";
import { PDFDocument } from "pdf-lib";
import type { AcceptanceRow } from "./nda.queries";
import { PdfWriter } from "./nda-pdf-writer";

// The NDA as accepted, as a PDF either party can download: the standard text filled in as it was
// read, then the acceptance; or the founder's own PDF with an acceptance page appended.

export type AcceptanceFacts = {
  acceptance: AcceptanceRow;
  investorName: string;
  businessName: string;
  founderName: string;
  country: string | null;
  processId: string;
};

const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace("T", " ")} UTC`;

function acceptanceBlock(w: PdfWriter, facts: AcceptanceFacts, locale: Locale) {
  const a = facts.acceptance;
  const t = (message: (inputs: Record<string, never>, options: { locale: Locale }) => string) =>
    message({}, { locale });
  w.rule();
  w.text(t(m.server_ndaPdfAcceptanceTitle), { size: 13, bold: true, gap: 10 });
  w.field(t(m.server_ndaPdfTypedName), a.typedName);
  w.field(t(m.server_ndaPdfInvestor), facts.investorName);
  w.field(t(m.server_ndaPdfBusiness), `${facts.businessName} (${facts.founderName})`);
  w.field(t(m.server_ndaPdfAcceptedAt), utc(a.acceptedAt));
  w.field(t(m.server_ndaPdfAddress), a.ip ?? "—");
  if (a.kind === "standard") {
    w.field(t(m.server_ndaPdfVersion), `${a.textVersion ?? ""} (${a.textLocale ?? ""})`);
  } else {
    w.field(t(m.server_ndaPdfFileName), a.fileName ?? "—");
    w.field(t(m.server_ndaPdfFileHash), a.fileSha256 ?? "—");
  }
  w.field(t(m.server_ndaPdfProcess), facts.processId);
  w.text(t(m.server_ndaPdfNote), { size: 8, muted: true });
}

/** The standard text, in the language and version that were accepted, filled in on the acceptance's date. */
export async function standardAcceptancePdf(facts: AcceptanceFacts): Promise<Uint8Array> {
  const a = facts.acceptance;
  const locale: Locale = isLocale(a.textLocale) ? a.textLocale : "en";
  const version = a.textVersion ?? "";
  if (!isStandardNdaVersion(version)) throw new Error(`unknown NDA version ${version}`);
  const text = standardNdaText(version, locale, {
    business: facts.businessName,
    founder: facts.founderName,
    investor: a.typedName,
    date: formatDate(a.acceptedAt, locale),
    country: facts.country,
  });
  const doc = await PDFDocument.create();
  doc.setTitle(text.title);
  doc.setProducer("Kuza");
  const w = await PdfWriter.on(doc);
  w.text(text.title, { size: 16, bold: true, gap: 12 });
  for (const paragraph of text.preamble) w.text(paragraph);
  for (const [heading, body] of text.sections) {
    w.text(heading, { bold: true, size: 10.5, gap: 2 });
    w.text(body);
  }
  acceptanceBlock(w, facts, locale);
  return doc.save();
}

/**
 * The founder's PDF as it was accepted, with the acceptance on a page of its own at the end. A
 * PDF pdf-lib cannot read (it was accepted by its signature only) gets the acceptance page alone,
 * which names the file by its SHA-256.
 */
export async function customAcceptancePdf(
  facts: AcceptanceFacts,
  original: Uint8Array | null,
  locale: Locale,
): Promise<Uint8Array> {
  if (original) {
    try {
      const doc = await PDFDocument.load(original, { ignoreEncryption: true, updateMetadata: false });
      acceptanceBlock(await PdfWriter.on(doc), facts, locale);
      return await doc.save();
    } catch {
      // pdf-lib could not read or extend it (its signature was all the upload checked): the page alone.
    }
  }
  const doc = await PDFDocument.create();
  const w = await PdfWriter.on(doc);
  acceptanceBlock(w, facts, locale);
  w.text(m.server_ndaPdfUnreadable({}, { locale }), { size: 9, muted: true });
  return doc.save();
}
