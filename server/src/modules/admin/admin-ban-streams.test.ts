import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { founderInput, register, registerInvestor, signIn } from "../../testing/accounts";
import { signedInAdmin } from "../../testing/admin";
import { openEventStream } from "../../testing/events";
import { createClient, createTestApp } from "../../testing/test-app";

// A ban deletes the user's sessions, and also ends their open live-event streams at once, in
// every server process: the ban sends a control message through the same LISTEN/NOTIFY channel
// and each process's hub closes that user's streams (the browser's reconnect then gets a 401).
// With PostgreSQL (TEST_DATABASE_URL) app B has its own pool and LISTEN connection, as a second
// process would; on PGlite both apps share the one instance, each with its own hub.

let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  a = await createTestApp({ rateLimit: "off" });
  b = await createTestApp({ rateLimit: "off", sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function readyStream(app: typeof a.app, client: ReturnType<typeof createClient>) {
  const opened = await openEventStream(app, client);
  if (!opened.stream) throw new Error(`no stream: ${opened.status} ${opened.body}`);
  await opened.stream.next((e) => e.event === "ready");
  return opened.stream;
}

describe("banning a user", () => {
  it("ends their open event streams on every server process, and only theirs", async () => {
    const input = founderInput();
    const onA = createClient(a.app);
    const user = await register(onA, input);
    const onB = createClient(b.app);
    expect((await signIn(onB, input.email, input.password)).status).toBe(200);
    const bystander = createClient(b.app);
    await registerInvestor(bystander);

    const streamA = await readyStream(a.app, onA);
    const streamB = await readyStream(b.app, onB);
    const other = await readyStream(b.app, bystander);

    const admin = await signedInAdmin(a);
    const banned = await admin.client.post(`/api/admin/users/${user.id}/ban`, { reason: "Fake business documents" });
    expect(banned.status).toBe(200);

    expect(await streamA.waitEnd(5_000)).toBe(true);
    expect(await streamB.waitEnd(5_000)).toBe(true);
    expect(other.ended()).toBe(false);
    // The browser's reconnect finds no session.
    expect((await openEventStream(b.app, onB)).status).toBe(401);
    expect(a.deps.realtime.stats().streams + b.deps.realtime.stats().streams).toBe(1);
    await other.close();
  });
});
