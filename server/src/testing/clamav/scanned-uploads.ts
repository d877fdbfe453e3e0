import { and, eq } from "drizzle-orm";
import { securityEvents } from "../../db/schema";
import { samplePdf } from "../../lib/sample-pdf";
import { pngImage } from "../images";
import type { createTestApp } from "../test-app";
import { EICAR } from "./clamd-process";

// Files for the scanner's tests: the EICAR test file inside each accepted type, so it passes the
// type check by content and only the scanner can refuse it.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const join = (...parts: Array<Uint8Array | string>) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : p)));

export const INFECTED = {
  txt: EICAR,
  pdf: join("%PDF-1.7\n1 0 obj\n<< /Length 68 >>\nstream\n", EICAR, "\nendstream\nendobj\n%%EOF\n"),
  // A real, small PNG (its header must declare a size an image may have) with the test file after it.
  png: join(pngImage(24, 16), EICAR),
};

const CLEAN_PDF = samplePdf("Clean", ["Nothing to see"]);

/** A clean, readable PDF (the document room refuses one it cannot open), padded after its end to about `bytes` bytes. */
export const cleanPdf = (bytes = 64) =>
  join(CLEAN_PDF, "\n%", Buffer.alloc(Math.max(0, bytes - CLEAN_PDF.length), 0x20), "\n");

/** The scanner refusals the security log holds for a user. */
export function scannerRefusalsOf(t: TestApp, userId: string) {
  return t.deps.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.kind, "upload_refused_by_scanner")));
}
