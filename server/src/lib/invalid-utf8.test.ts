import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../db/schema";
import { expectErrorBody, founderInput, registerFounder, userRowByEmail } from "../testing/accounts";
import { pair } from "../testing/messaging";
import { createClient, createTestApp, TEST_ORIGIN } from "../testing/test-app";

// A JSON body that is not valid UTF-8 was decoded with replacement characters and stored as
// "���". It is refused as a 400 before any route (better-auth's included) reads it.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

/** The JSON of `value` as UTF-8 bytes, with the marker "@@" replaced by bytes that are not UTF-8. */
function brokenJson(value: unknown): Uint8Array<ArrayBuffer> {
  const [before = "", after = ""] = JSON.stringify(value).split("@@");
  const encode = (s: string) => [...new TextEncoder().encode(s)];
  // 0xFF never occurs in UTF-8; 0xC3 starts a two-byte sequence that 0x28 does not continue.
  return new Uint8Array([...encode(before), 0xff, 0xc3, 0x28, ...encode(after)]);
}

async function postBytes(url: string, body: Uint8Array<ArrayBuffer>, cookie?: string) {
  const res = await t.app.request(url, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...(cookie && { cookie }) },
    body,
  });
  return { status: res.status, json: await res.json() };
}

describe("a JSON body that is not valid UTF-8", () => {
  it("is refused with 400 BAD_REQUEST and nothing is stored, in sign-up and sign-in", async () => {
    const input = founderInput({ fullName: "Ami@@na" });
    const registered = await postBytes("/api/accounts/register", brokenJson(input));
    expect(registered.status).toBe(400);
    expectErrorBody(registered.json, "BAD_REQUEST");
    expect(await userRowByEmail(t.deps.db, input.email)).toBeNull();

    const existing = await registerFounder(createClient(t.app));
    const signIn = await postBytes("/api/auth/sign-in/email", brokenJson({ email: existing.email, password: "@@" }));
    expect(signIn.status).toBe(400);
    expectErrorBody(signIn.json, "BAD_REQUEST");
  });

  it("is refused in a message, which is not stored", async () => {
    const { i, conversationId } = await pair(t);
    const cookie = [...i.client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const sent = await postBytes(
      `/api/conversations/${conversationId}/messages`,
      brokenJson({ content: "Hi @@" }),
      cookie,
    );
    expect(sent.status).toBe(400);
    expectErrorBody(sent.json, "BAD_REQUEST");
    expect(await t.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toEqual([]);
  });

  it("lets valid UTF-8 through, accents and emoji included", async () => {
    const client = createClient(t.app);
    const input = founderInput({ fullName: "Amína Ọkàfọ́r 🌍" });
    const res = await client.post("/api/accounts/register", input);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect((await userRowByEmail(t.deps.db, input.email))?.name).toBe("Amína Ọkàfọ́r 🌍");
  });
});
