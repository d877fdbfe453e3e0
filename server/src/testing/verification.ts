import { readdirSync } from "node:fs";
import path from "node:path";
import type { TInvestorVerificationInput } from "@domain/verification/schemas";
import { eq } from "drizzle-orm";
import { verificationRequests } from "../db/schema";
import { FILES, putRaw } from "./due-diligence-documents";
import type { createClient, createTestApp } from "./test-app";

// The verification tests' fixtures: submissions as the browser sends them (the document as the
// body, the details in the query), the rows behind them and the files on disk.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<typeof createClient>;

export function submitBusiness(
  t: TestApp,
  client: Client,
  registrationNumber: string,
  file: { name?: string; body?: BodyInit | null; headers?: Record<string, string> } = {},
) {
  const query = new URLSearchParams({ name: file.name ?? "certificate.pdf", registrationNumber });
  const body = file.body === undefined ? FILES.pdf : file.body;
  return putRaw(t, client, `/api/uploads/verification/business?${query}`, body, file.headers);
}

function investorDetails(overrides: Partial<TInvestorVerificationInput> = {}) {
  return { legalName: "Kofi Mensah Asante", kind: "individual", ...overrides } as TInvestorVerificationInput;
}

export function submitInvestor(
  t: TestApp,
  client: Client,
  details: Partial<TInvestorVerificationInput> = {},
  file: { name?: string; body?: BodyInit | null } = {},
) {
  const entries = Object.entries({ name: file.name ?? "passport.png", ...investorDetails(details) }).flatMap(
    ([k, v]) => (typeof v === "string" ? [[k, v]] : []),
  );
  const body = file.body === undefined ? FILES.png : file.body;
  return putRaw(t, client, `/api/uploads/verification/investor?${new URLSearchParams(entries)}`, body);
}

export function requestRows(t: TestApp, userId: string) {
  return t.deps.db.select().from(verificationRequests).where(eq(verificationRequests.userId, userId));
}

/** The files stored for a requester (none after a refused upload). */
export function storedFiles(t: TestApp, userId: string): string[] {
  try {
    return readdirSync(path.join(t.dataDir, "files", "private", "verification-docs", userId)).filter(
      (name) => !name.endsWith(".meta"),
    );
  } catch {
    return [];
  }
}

/** The admin approves or rejects; expects it to work. */
export async function review(
  admin: Client,
  requestId: string,
  decision: "approve" | "reject",
  reason = "Blurred scan",
) {
  const res = await admin.post(
    `/api/admin/verifications/${requestId}/${decision}`,
    decision === "reject" ? { reason } : {},
  );
  if (res.status !== 200) throw new Error(`${decision}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.request;
}
