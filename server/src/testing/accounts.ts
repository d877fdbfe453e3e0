import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TProfile, TRegisterRequest } from "@domain/schemas/accounts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client";
import { profiles, session, user } from "../db/schema";
import type { createClient } from "./test-app";

// Small helpers shared by the server's integration tests: register people, sign them in,
// read the outbox and look at the rows behind the API.

type Client = ReturnType<typeof createClient>;

/** Strong enough for the server (8+ characters, not a common password). */
export const GOOD_PASSWORD = "river-lantern-42";

let counter = 0;
/** A new address per call, so tests in one file never collide. */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function founderInput(overrides: Partial<TRegisterRequest> = {}): TRegisterRequest {
  return {
    role: "founder",
    fullName: "Amina Founder",
    email: uniqueEmail("founder"),
    password: GOOD_PASSWORD,
    ...overrides,
  };
}

export function investorInput(overrides: Partial<TRegisterRequest> = {}): TRegisterRequest {
  return {
    role: "investor",
    fullName: "Kofi Investor",
    email: uniqueEmail("investor"),
    password: GOOD_PASSWORD,
    investorType: "angel",
    ...overrides,
  };
}

/** Registers through the API (the client keeps the session cookie) and expects it to work. */
export async function register(client: Client, input: TRegisterRequest): Promise<TProfile & { password: string }> {
  const res = await client.post("/api/accounts/register", input);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { ...(res.json.profile as TProfile), password: input.password };
}

export const registerFounder = (client: Client, overrides: Partial<TRegisterRequest> = {}) =>
  register(client, founderInput(overrides));

export const registerInvestor = (client: Client, overrides: Partial<TRegisterRequest> = {}) =>
  register(client, investorInput(overrides));

/** better-auth's email sign-in; returns the raw answer so tests can check failures too. */
export function signIn(client: Client, email: string, password: string) {
  return client.post("/api/auth/sign-in/email", { email, password });
}

export async function expectSignedIn(client: Client, email: string) {
  const me = await client.get("/api/me");
  expect(me.status).toBe(200);
  expect(me.json.user.email).toBe(email);
}

export async function expectSignedOut(client: Client) {
  const me = await client.get("/api/me");
  expect(me.status).toBe(401);
  expect(me.json.error.code).toBe("UNAUTHENTICATED");
}

/** Every error body of the API has this shape. */
export function expectErrorBody(json: unknown, code?: string) {
  expect(json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  if (code) expect((json as { error: { code: string } }).error.code).toBe(code);
}

export async function userRowByEmail(db: Database, email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email));
  return row ?? null;
}

export async function profileRow(db: Database, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}

export async function sessionCount(db: Database, userId: string): Promise<number> {
  return (await db.select().from(session).where(eq(session.userId, userId))).length;
}

/** The mails in <dataDir>/outbox, oldest first, decoded from quoted-printable. */
export function readOutbox(dataDir: string): Array<{ to: string; subject: string; body: string }> {
  const outbox = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(outbox, file), "utf8");
    const split = raw.indexOf("\n\n");
    const head = raw.slice(0, split);
    const body = decodeQuotedPrintable(raw.slice(split + 2));
    const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1]?.trim() ?? "";
    return { to: header("To"), subject: header("Subject"), body };
  });
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The reset link of the newest mail to this address, and the token in it. */
export function latestResetLink(dataDir: string, email: string): { url: URL; token: string } {
  const mails = readOutbox(dataDir).filter((m) => m.to === email);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email} in the outbox`);
  const href = last.body.match(/https?:\/\/\S+/)?.[0];
  if (!href) throw new Error(`no link in the mail to ${email}`);
  const url = new URL(href);
  const token = url.pathname.split("/").at(-1) ?? "";
  return { url, token };
}
