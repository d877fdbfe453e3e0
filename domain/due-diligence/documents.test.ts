import { describe, expect, it } from "vitest";
import {
  acceptedExtensionOf,
  catalogueFor,
  catalogueItem,
  documentFileNameProblem,
  isItemUnlocked,
  jurisdictionOf,
  safeFileName,
} from "./documents";
import { DOCUMENT_FILE_NAME_MAX, DOCUMENT_MESSAGES, JURISDICTIONS } from "./documents-constants";
import { ZUploadQuerySchema } from "./documents-schemas";
import { readinessOf } from "./library";
import { DUE_DILIGENCE_STATUSES, type DueDiligenceStatus } from "./stages";

const item = (key: string, country = "Kenya") => {
  const found = catalogueItem(country, key);
  if (!found) throw new Error(`no ${key} for ${country}`);
  return found;
};

describe("jurisdictionOf", () => {
  it.each([
    ["Nigeria", "NG"],
    [" nigeria ", "NG"],
    ["NG", "NG"],
    ["Kenya", "KE"],
    ["South Africa", "ZA"],
    ["RSA", "ZA"],
    ["Ghana", "GH"],
    ["Egypt", "EG"],
    ["Senegal", "OHADA"],
    ["Côte d’Ivoire", "OHADA"],
    ["Ivory Coast", "OHADA"],
    ["Cameroun", "OHADA"],
    ["Niger", "OHADA"],
    ["Guinea-Bissau", "OHADA"],
    ["DRC", "OHADA"],
    ["Rwanda", "GENERAL"],
    ["United Kingdom", "GENERAL"],
    ["", "GENERAL"],
    [null, "GENERAL"],
  ])("%j -> %s", (country, expected) => {
    expect(jurisdictionOf(country)).toBe(expected);
  });
});

describe("catalogueFor", () => {
  it("gives every jurisdiction the common items, its statutory set and unique keys", () => {
    const countries = {
      NG: "Nigeria",
      KE: "Kenya",
      ZA: "South Africa",
      GH: "Ghana",
      EG: "Egypt",
      OHADA: "Togo",
      GENERAL: "Peru",
    };
    for (const j of JURISDICTIONS) {
      const catalogue = catalogueFor(countries[j]);
      const keys = catalogue.map((i) => i.key);
      expect(new Set(keys).size, j).toBe(keys.length);
      for (const common of ["pitch_deck", "financial_statements", "cap_table", "term_sheet"])
        expect(keys, j).toContain(common);
      expect(catalogue.filter((i) => i.group === "legal").length, j).toBeGreaterThanOrEqual(4);
    }
  });

  it("names statutory documents as each registry does", () => {
    const names = (country: string) => catalogueFor(country).map((i) => i.name);
    expect(names("Nigeria")).toEqual(
      expect.arrayContaining(["Memorandum and Articles of Association", "Tax Clearance Certificate (TCC)"]),
    );
    expect(names("Nigeria").join()).toContain("CAC 1.1");
    expect(names("Kenya").join()).toMatch(/CR12.*KRA PIN Certificate/);
    expect(names("South Africa").join()).toMatch(
      /CoR 14\.3.*Memorandum of Incorporation.*B-BBEE.*Tax Compliance Status PIN/,
    );
    expect(names("Ghana").join()).toMatch(/Constitution.*Form 3/);
    expect(catalogueFor("Ghana").find((i) => i.key === "certificate_of_incorporation")?.issuer).toContain(
      "Registrar of Companies",
    );
    expect(names("Egypt")).toEqual(expect.arrayContaining(["Commercial Register Extract", "Tax Card"]));
    expect(names("Senegal").join()).toMatch(/RCCM.*Statuts.*DFE/);
    expect(names("Peru")).toContain("Certificate of Incorporation");
  });
});

describe("the unlock rule", () => {
  const expectations: Array<[key: string, first: DueDiligenceStatus]> = [
    ["pitch_deck", "initial_contact"],
    ["financial_statements", "pitch_deck_review"],
    ["cap_table", "due_diligence_docs"],
    ["constitution", "due_diligence_docs"],
    ["tax_clearance", "due_diligence_docs"],
    ["term_sheet", "term_sheet"],
    ["board_resolution", "closing"],
  ];
  const order: DueDiligenceStatus[] = DUE_DILIGENCE_STATUSES.filter((s) => s !== "declined");

  it.each(expectations)("%s unlocks at %s and stays unlocked after", (key, first) => {
    const firstIndex = order.indexOf(first);
    for (const [index, status] of order.entries())
      expect(isItemUnlocked(item(key), status), status).toBe(index >= firstIndex);
  });

  it("treats a declined process as the start: only initial-contact documents", () => {
    expect(isItemUnlocked(item("pitch_deck"), "declined")).toBe(true);
    expect(isItemUnlocked(item("financial_statements"), "declined")).toBe(false);
  });
});

describe("readinessOf", () => {
  it("counts the items prepared ahead (not the negotiated deal documents) and lists the missing ones", () => {
    const none = readinessOf("Kenya", []);
    expect(none.score).toBe(0);
    expect(none.total).toBe(none.missing.length);
    expect(none.missing.map((i) => i.key)).not.toContain("term_sheet");

    const some = readinessOf("Kenya", ["pitch_deck", "cap_table", "term_sheet", "not_a_key"]);
    expect(some.ready).toBe(2);
    expect(some.missing.map((i) => i.key)).not.toContain("pitch_deck");
    expect(some.score).toBe(Math.round((2 / some.total) * 100));

    const all = readinessOf(
      "Egypt",
      catalogueFor("Egypt").map((i) => i.key),
    );
    expect(all).toMatchObject({ score: 100, missing: [] });
  });

  it("follows the country: a Kenyan CR12 does not make a South African business ready", () => {
    expect(readinessOf("South Africa", ["registry_status_report"]).ready).toBe(0);
  });
});

describe("file names", () => {
  it.each([
    ["plan.PDF", "pdf"],
    ["a.b.docx", "docx"],
    ["photo.jpeg", "jpeg"],
    ["page.html", null],
    ["noextension", null],
    ["evil.pdf.exe", null],
  ])("%s accepted as %s", (name, ext) => {
    expect(acceptedExtensionOf(name)).toBe(ext);
  });

  it.each([
    ["Business Plan (v2).PDF", "pdf", "business-plan-v2.pdf"],
    ["../../etc/passwd.txt", "txt", "passwd.txt"],
    ["C:\\Users\\me\\Über Report.docx", "docx", "uber-report.docx"],
    ["<b>alert(1)<b>.png", "png", "b-alert-1-b.png"],
    ['"; filename="x.html.pdf', "pdf", "filename-x-html.pdf"],
    ["....pdf", "pdf", "document.pdf"],
    ["日本語.pdf", "pdf", "document.pdf"],
    [`${"a".repeat(200)}.pdf`, "pdf", `${"a".repeat(80)}.pdf`],
  ] as const)("%j -> %s", (name, ext, expected) => {
    expect(safeFileName(name, ext)).toBe(expected);
  });
});

describe("documentFileNameProblem (the upload routes' schema and the form both use it)", () => {
  it("refuses an empty name and one past the limit, with what is wrong", () => {
    expect(documentFileNameProblem("   ")).toBe(DOCUMENT_MESSAGES.noFileText);
    expect(documentFileNameProblem(`${"a".repeat(DOCUMENT_FILE_NAME_MAX - 4)}.pdf`)).toBeNull();
    expect(documentFileNameProblem(`${"a".repeat(296)}.pdf`)).toBe(DOCUMENT_MESSAGES.nameTooLong);
    expect(DOCUMENT_MESSAGES.nameTooLong).toContain(String(DOCUMENT_FILE_NAME_MAX));
  });

  it("is what ZUploadQuerySchema answers", () => {
    for (const name of ["", "deck.pdf", `${"a".repeat(300)}.pdf`]) {
      const parsed = ZUploadQuerySchema.safeParse({ name });
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(documentFileNameProblem(name));
    }
  });
});
