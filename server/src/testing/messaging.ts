import { expect } from "vitest";
import { ensureAdmin } from "../modules/accounts/accounts.service";
import { GOOD_PASSWORD, registerFounder, registerInvestor, signIn, uniqueEmail } from "./accounts";
import { createClient, type createTestApp } from "./test-app";

// People and conversations shared by the messaging module's test files.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function founder(t: TestApp, overrides: Parameters<typeof registerFounder>[1] = {}) {
  const client = createClient(t.app);
  const profile = await registerFounder(client, overrides);
  return { client, profile, id: profile.id };
}

export async function investor(t: TestApp, overrides: Parameters<typeof registerInvestor>[1] = {}) {
  const client = createClient(t.app);
  const profile = await registerInvestor(client, overrides);
  return { client, profile, id: profile.id };
}

export async function admin(t: TestApp) {
  const email = uniqueEmail("admin");
  const { profile } = await ensureAdmin(t.deps, { email, password: GOOD_PASSWORD, fullName: "Zawadi Admin" });
  const client = createClient(t.app);
  expect((await signIn(client, email, GOOD_PASSWORD)).status).toBe(200);
  return { client, profile, id: profile.id };
}

export type Party = Awaited<ReturnType<typeof founder>>;

/** A founder and an investor with a conversation between them. */
export async function pair(t: TestApp) {
  const f = await founder(t);
  const i = await investor(t);
  const res = await i.client.post("/api/conversations", { participantId: f.id });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { f, i, conversationId: res.json.conversation.id as string };
}

export async function send(from: Pick<Party, "client">, conversationId: string, content: string) {
  const res = await from.client.post(`/api/conversations/${conversationId}/messages`, { content });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.message;
}
