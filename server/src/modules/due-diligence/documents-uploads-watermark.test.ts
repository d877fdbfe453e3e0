import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startedProcess } from "../../testing/due-diligence";
import { documentRows, FILES, requested, uploadTo, uploadToLibrary } from "../../testing/due-diligence-documents";
import { pngDeclaring } from "../../testing/images";
import { createTestApp } from "../../testing/test-app";

// Every copy of a PDF or image an investor opens is stamped (issue 21), so the document room
// refuses at upload a PDF it cannot open and a PNG too large to decode: serving never meets one.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(async () => {
  await t.close();
});

const REFUSAL =
  "This PDF cannot be read: it may be password-protected or damaged. Remove the password or export it again, then upload it.";
const TOO_LARGE =
  "This PNG image is too large to share: at most 40 megapixels and 10,000 pixels a side. Save it smaller or as JPEG, then upload it.";

/** The real sample PDF with an /Encrypt entry in its trailer: what a password-protected PDF declares. */
const ENCRYPTED = new TextEncoder().encode(
  new TextDecoder()
    .decode(FILES.pdf)
    .replace("/Root 1 0 R", "/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /P -4 /O <00> /U <00> >>"),
);

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

describe("uploads that could not be stamped", () => {
  it.each([
    ["a damaged PDF", "deck.pdf", FILES.brokenPdf, REFUSAL],
    ["a password-protected PDF", "deck.pdf", ENCRYPTED, REFUSAL],
    ["a PNG declaring 20000×20000 pixels", "deck.png", pngDeclaring(20_000, 20_000), TOO_LARGE],
  ])(
    "refuses %s (400 with the reason), keeps no file and leaves the request pending",
    async (_, name, body, reason) => {
      const { f, i, process } = await startedProcess(t);
      const { pitch_deck: deck } = await requested(i.client, process.id, ["pitch_deck"]);
      if (!deck) throw new Error("not requested");
      const res = await uploadTo(t, f.client, deck.id, name, body);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: "VALIDATION_FAILED", message: reason, fields: { file: [reason] } });
      const rows = await documentRows(t, process.id);
      expect(rows.map((r) => [r.status, r.storageKey])).toEqual([["pending", null]]);
      const library = await uploadToLibrary(t, f.client, "pitch_deck", name, body);
      expect(library.status).toBe(400);
      expect(library.json.error.message).toBe(reason);
      expect(filesUnder(path.join(t.dataDir, "files", "private", "due-diligence-docs", f.profile.id))).toEqual([]);
    },
  );

  it("accepts a PDF that opens and an image of ordinary size, on a request and in the library", async () => {
    const { f, i, process } = await startedProcess(t);
    const { pitch_deck: deck } = await requested(i.client, process.id, ["pitch_deck"]);
    if (!deck) throw new Error("not requested");
    expect((await uploadTo(t, f.client, deck.id, "deck.pdf", FILES.pdf)).status).toBe(200);
    expect((await uploadToLibrary(t, f.client, "business_plan", "plan.pdf", FILES.pdf)).status).toBe(201);
    expect((await uploadToLibrary(t, f.client, "business_plan", "scan.png", FILES.png)).status).toBe(201);
    expect((await uploadToLibrary(t, f.client, "business_plan", "photo.jpg", FILES.jpg)).status).toBe(201);
  });
});
