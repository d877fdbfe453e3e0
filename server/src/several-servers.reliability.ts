import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody, readOutbox } from "./testing/accounts";
import { dateInDays } from "./testing/catalogue";
import { meetingInput } from "./testing/due-diligence";
import { requested } from "./testing/due-diligence-documents";
import { openEventStream } from "./testing/events";
import { pngImage } from "./testing/images";
import { SERVED_BY } from "./testing/reliability/round-robin-proxy";
import { dealThroughProxy, startTwoServers, type TwoServers } from "./testing/reliability/two-servers";
import { TEST_ORIGIN } from "./testing/test-app";

// Issue 23: Kuza on two machines. Two real server processes behind a round-robin load balancer,
// sharing one PostgreSQL database and one S3 bucket and nothing else (each has its own data dir):
// a file uploaded through one is downloaded through the other, a live message crosses, a rate
// limit counts the requests both received, and a background job runs once though both poll the
// queue. The balancer names the backend of each answer (X-Served-By), so every claim below that
// two requests met different processes is checked, not assumed from the turn order.
//
// Needs PostgreSQL: skipped when TEST_DATABASE_URL is unset, because the embedded database (PGlite)
// is one process's own and cannot be shared by two. `.ci/run` sets it.

const base = process.env.TEST_DATABASE_URL;
const MESSAGE_LIMIT = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const servedBy = (answer: { headers: Headers }) => answer.headers.get(SERVED_BY);

describe.skipIf(!base)("two servers behind a round-robin balancer, on one PostgreSQL and one bucket", () => {
  let two: TwoServers;
  let deal: Awaited<ReturnType<typeof dealThroughProxy>>;
  type Browser = typeof deal.founder.client;
  const cookieOf = (browser: Browser) => [...browser.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  /** A raw request through the balancer as this browser (its cookies, the app's origin). */
  const send = (browser: Browser, url: string, init: RequestInit = {}) =>
    fetch(`${two.proxy.url}${url}`, {
      ...init,
      headers: { origin: TEST_ORIGIN, cookie: cookieOf(browser), ...(init.headers as Record<string, string>) },
    });
  /** GETs a file twice in a row: round robin sends one GET to each process. */
  const downloadTwice = async (browser: Browser, url: string) => {
    const answers = [await send(browser, url), await send(browser, url)];
    return Promise.all(
      answers.map(async (answer) => ({
        status: answer.status,
        backend: servedBy(answer),
        bytes: new Uint8Array(await answer.arrayBuffer()),
      })),
    );
  };

  beforeAll(async () => {
    two = await startTwoServers(base as string, { MESSAGE_RATE_LIMIT: String(MESSAGE_LIMIT) });
    deal = await dealThroughProxy(two);
  }, 180_000);

  afterAll(async () => {
    await two?.stop();
  }, 60_000);

  it("serves through either process an image and a 6 MB document uploaded through one, from the bucket", async () => {
    const { founder, investor, process } = deal;
    const avatar = pngImage(32, 32);
    const form = new FormData();
    form.set("file", new File([avatar], "me.png", { type: "image/png" }));
    const uploaded = await send(founder.client, "/api/uploads/images?folder=avatars", { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { url: string; path: string };
    const images = await downloadTwice(founder.client, image.url);
    expect(images.map((d) => d.backend).sort()).toEqual(["a", "b"]);
    expect(images.map((d) => d.backend)).toContain(servedBy(uploaded) === "a" ? "b" : "a");
    for (const download of images) expect([download.status, download.bytes]).toEqual([200, avatar]);

    // A private document past S3's 5 MB part size: a multipart upload to the bucket, streamed
    // through the balancer, read back only by a session its route checks.
    const { business_plan: plan } = await requested(investor.client, process.id, ["business_plan"]);
    const document = new Uint8Array(Buffer.concat([Buffer.from("Revenue 2025\n"), Buffer.alloc(6 * 1024 * 1024, 65)]));
    const stored = await send(founder.client, `/api/uploads/due-diligence/documents/${plan?.id}?name=plan.txt`, {
      method: "PUT",
      headers: { "content-type": "application/octet-stream" },
      body: document,
    });
    expect(stored.status, await stored.clone().text()).toBe(200);
    const opened = await founder.client.post(`/api/due-diligence/documents/${plan?.id}/open`);
    expect(opened.status).toBe(200);
    const link = new URL(opened.json.url as string, TEST_ORIGIN);
    const documents = await downloadTwice(founder.client, `${link.pathname}${link.search}`);
    expect(documents.map((d) => d.backend).sort()).toEqual(["a", "b"]);
    for (const download of documents) {
      expect(download.status).toBe(200);
      expect(Buffer.from(download.bytes).equals(Buffer.from(document))).toBe(true);
    }

    const objects = await two.bucket.objectNames();
    expect(objects).toContain(`public/${image.path}`);
    expect(objects.filter((name) => name.startsWith("private/"))).toHaveLength(1);
    // Neither machine kept a file of its own.
    for (const dir of two.dataDirs) expect(existsSync(path.join(dir, "files"))).toBe(false);
  });

  it("delivers messages sent through both processes to an event stream held by one", async () => {
    const { founder, investor } = deal;
    const started = await investor.client.post("/api/conversations", { participantId: founder.profile.id });
    expect(started.status).toBe(201);
    const conversationId = started.json.conversation.id as string;
    const events = await openEventStream(two.app as never, investor.client);
    if (!events.stream) throw new Error(`no stream: ${events.status} ${events.body}`);
    try {
      await events.stream.next((e) => e.event === "ready");
      const holder = servedBy(events);
      const sent = [];
      for (const content of ["first", "second"]) {
        sent.push(await founder.client.post(`/api/conversations/${conversationId}/messages`, { content }));
      }
      expect(sent.map((answer) => answer.status)).toEqual([201, 201]);
      // One of the two went through the process that does not hold the stream.
      expect(sent.map(servedBy).sort()).toEqual(["a", "b"]);
      expect(sent.map(servedBy)).toContain(holder === "a" ? "b" : "a");
      for (const answer of sent) {
        const id = answer.json.message.id as string;
        const heard = await events.stream.next(
          (e) => e.event === "message" && (e.json as { message?: { id?: string } }).message?.id === id,
          10_000,
        );
        expect(heard.json).toMatchObject({ senderId: founder.profile.id, message: { id } });
      }
    } finally {
      await events.stream.close();
    }
  });

  it("counts one user's messages through both processes against one MESSAGE_RATE_LIMIT", async () => {
    const { founder, investor } = deal;
    const started = await investor.client.post("/api/conversations", { participantId: founder.profile.id });
    const url = `/api/conversations/${started.json.conversation.id}/messages`;
    const answers = [];
    for (let n = 0; n < MESSAGE_LIMIT + 2; n += 1) answers.push(await investor.client.post(url, { content: `n${n}` }));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(MESSAGE_LIMIT).fill(201), 429, 429]);
    expectErrorBody(answers[MESSAGE_LIMIT]?.json, "RATE_LIMITED");
    // Each process let through only half the limit: alone, each would have let all six pass.
    const accepted = answers.slice(0, MESSAGE_LIMIT).map(servedBy);
    expect(accepted.filter((b) => b === "a")).toHaveLength(MESSAGE_LIMIT / 2);
    expect(accepted.filter((b) => b === "b")).toHaveLength(MESSAGE_LIMIT / 2);
  });

  it("runs each due meeting reminder once, though both processes poll the queue", async () => {
    const { founder, investor, process } = deal;
    const title = `Reminder run ${Date.now()}`;
    const meetings = `/api/due-diligence/${process.id}/meetings`;
    const proposed = await investor.client.post(meetings, meetingInput({ title, date: dateInDays(3) }));
    expect(proposed.status, JSON.stringify(proposed.json)).toBe(201);
    const meetingId = proposed.json.meeting.id as string;
    const approved = await founder.client.post(`${meetings}/${meetingId}`, { action: "approve" });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);

    // Approval queued 24 h and 1 h reminders for both parties, days ahead: bring them due now,
    // all four at once, while both workers poll every second.
    const due = await two.sql<{ id: string }>(
      "update jobs set run_at = now() where kind = 'meeting.reminder' and payload->>'meetingId' = $1 returning id",
      [meetingId],
    );
    expect(due).toHaveLength(4);
    const ids = due.map((row) => row.id);
    const rows = () =>
      two.sql<{ state: string; attempts: number }>("select state, attempts from jobs where id = any($1)", [ids]);
    const deadline = Date.now() + 30_000;
    while ((await rows()).some((row) => row.state !== "done") && Date.now() < deadline) await sleep(250);
    // Long enough for a second claim by the other process to show, had one been possible.
    await sleep(2_500);
    expect(await rows()).toEqual(Array(4).fill({ state: "done", attempts: 1 }));

    const reminders = two.dataDirs
      .flatMap((dir) => readOutbox(dir))
      .filter((mail) => mail.subject.startsWith("Reminder:") && mail.subject.includes(title));
    expect(reminders).toHaveLength(4);
    const perRecipient = new Map<string, number>();
    for (const mail of reminders) perRecipient.set(mail.to, (perRecipient.get(mail.to) ?? 0) + 1);
    expect([...perRecipient.values()]).toEqual([2, 2]);
  });
});
