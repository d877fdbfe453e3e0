import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody, founderInput, GOOD_PASSWORD, investorInput, register, signIn } from "./testing/accounts";
import { openEventStream } from "./testing/events";
import { type FreshPostgres, freshPostgresDatabase } from "./testing/fresh-postgres";
import { createClient } from "./testing/test-app";

// Two real server processes (the esbuild bundle `npm start` runs) on one PostgreSQL database,
// configured as README's "Running on several machines" says: one DATABASE_URL, one
// AUTH_SECRET, TRUST_PROXY=true. The test plays the proxy: it sends each request to process A or
// B with the client's address in X-Forwarded-For. Each process has its own pool and its own
// LISTEN connection, so what one process counts or publishes reaches the other only through the
// database server. Needs PostgreSQL: skipped when TEST_DATABASE_URL is unset (PGlite is one
// process by nature).

const root = path.resolve(import.meta.dirname, "..", "..");
const PUBLIC_URL = "http://localhost:3000";
const MESSAGE_LIMIT = 4;
const base = process.env.TEST_DATABASE_URL;

type Server = { proc: ChildProcess; url: string; output: () => string };
type Client = ReturnType<typeof createClient>;

/**
 * What the proxy forwards to one process for a client at `address`: it appends the address it
 * saw to X-Forwarded-For, so that is the right-most entry; the entry to its left is whatever the
 * client claimed (the same made-up one for every client here: were it read, every scenario
 * would share one bucket).
 */
function proxiedTo(server: Server, address: string) {
  return {
    request: (url: string, init: RequestInit = {}) =>
      fetch(`${server.url}${url}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": `203.0.113.250, ${address}` },
      }),
  };
}

/** A browser talking to one process through the proxy (cookies kept as a browser would). */
function clientOf(server: Server, address: string): Client {
  return createClient(proxiedTo(server, address) as never);
}

/** The same browser (same cookies) sent to the other process by the proxy. */
function sameBrowserOn(server: Server, address: string, client: Client): Client {
  const other = clientOf(server, address);
  for (const [name, value] of client.jar) other.jar.set(name, value);
  return other;
}

let counter = 0;
/** A fresh client address per scenario, so one scenario's attempts never count against another. */
const nextAddress = () => `198.51.100.${++counter}`;

describe.skipIf(!base)("several server processes on one PostgreSQL", () => {
  let databaseUrl = "";
  let dropDatabase = async () => {};
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    const built = spawnSync(process.execPath, ["scripts/build-if-needed.mjs", "--server"], {
      cwd: root,
      encoding: "utf8",
    });
    if (built.status !== 0) throw new Error(`The server build failed:\n${built.stdout}${built.stderr}`);
    ({ url: databaseUrl, drop: dropDatabase } = (await freshPostgresDatabase("kuza_processes", base)) as FreshPostgres);
    const secret = randomBytes(32).toString("hex");
    // Both at once on the new database, as a deployment starts them: they take turns to migrate.
    [a, b] = await Promise.all([startServer(databaseUrl, secret), startServer(databaseUrl, secret)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map(stopProcess));
    await dropDatabase();
  }, 30_000);

  it("limits sign-in attempts split between the processes to the shared 3 per 10 s", async () => {
    const address = nextAddress();
    const account = investorInput();
    await register(clientOf(a, nextAddress()), account);
    const statuses = [];
    for (const server of [a, b, a])
      statuses.push((await signIn(clientOf(server, address), account.email, "wrong-pass-1")).status);
    expect(statuses).toEqual([401, 401, 401]);
    const refused = await signIn(clientOf(b, address), account.email, GOOD_PASSWORD);
    expect(refused.status, b.output()).toBe(429);
    expectErrorBody(refused.json, "RATE_LIMITED");
    expect((await signIn(clientOf(a, address), account.email, GOOD_PASSWORD)).status).toBe(429);
    // Another address is not held back.
    expect((await signIn(clientOf(b, nextAddress()), account.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("limits sign-ups through POST /api/accounts/register split between the processes", async () => {
    const address = nextAddress();
    const statuses = [];
    for (const server of [a, b, a]) {
      statuses.push((await clientOf(server, address).post("/api/accounts/register", founderInput())).status);
    }
    expect(statuses).toEqual([201, 201, 201]);
    const input = founderInput();
    const refused = await clientOf(b, address).post("/api/accounts/register", input);
    expect(refused.status).toBe(429);
    expectErrorBody(refused.json, "RATE_LIMITED");
    const signInRefused = await signIn(clientOf(a, nextAddress()), input.email, GOOD_PASSWORD);
    expect(signInRefused.status).toBe(401); // no account was made
  });

  it("limits one user's messages sent through both processes to the shared MESSAGE_RATE_LIMIT", async () => {
    const founderOnA = clientOf(a, nextAddress());
    const founder = await register(founderOnA, founderInput());
    const address = nextAddress();
    const onA = clientOf(a, address);
    await register(onA, investorInput());
    const onB = sameBrowserOn(b, address, onA);
    const { conversation } = (await onA.post("/api/conversations", { participantId: founder.id })).json;
    const url = `/api/conversations/${conversation.id}/messages`;
    const statuses = [];
    for (const [n, client] of [onA, onB, onA, onB, onA, onB].entries()) {
      statuses.push((await client.post(url, { content: `message ${n}` })).status);
    }
    expect(statuses).toEqual([...Array(MESSAGE_LIMIT).fill(201), 429, 429]);
    // The limit is the sender's: the other side still answers, through either process.
    expect((await sameBrowserOn(b, nextAddress(), founderOnA).post(url, { content: "reply" })).status).toBe(201);
  });

  it("delivers a message and its notification sent through A to a stream held by B, and back", async () => {
    const receiverOnB = clientOf(b, nextAddress());
    const receiver = await register(receiverOnB, founderInput());
    const senderOnA = clientOf(a, nextAddress());
    const sender = await register(senderOnA, investorInput());
    const [toReceiver, toSender] = await Promise.all([
      openEventStream(proxiedTo(b, "198.51.100.200") as never, receiverOnB),
      openEventStream(proxiedTo(a, "198.51.100.201") as never, senderOnA),
    ]);
    if (!toReceiver.stream || !toSender.stream) throw new Error(`no stream: ${toReceiver.status} ${toSender.status}`);
    try {
      await toReceiver.stream.next((e) => e.event === "ready");
      await toSender.stream.next((e) => e.event === "ready");

      const { conversation } = (await senderOnA.post("/api/conversations", { participantId: receiver.id })).json;
      const sent = await senderOnA.post(`/api/conversations/${conversation.id}/messages`, { content: "from A" });
      expect(sent.status).toBe(201);
      const message = await toReceiver.stream.next((e) => e.event === "message");
      expect(message.json).toMatchObject({
        senderId: sender.id,
        message: { id: sent.json.message.id, content: "from A" },
      });
      const notification = await toReceiver.stream.next((e) => e.event === "notification");
      expect(notification.json).toMatchObject({ kind: "notification", change: "created" });
      const listed = await receiverOnB.get("/api/notifications");
      expect(listed.json.notifications[0]).toMatchObject({
        id: (notification.json as { notificationId: string }).notificationId,
      });

      // And the other way: the receiver answers through B, the sender's stream on A hears it.
      const reply = await receiverOnB.post(`/api/conversations/${conversation.id}/messages`, { content: "from B" });
      expect(reply.status).toBe(201);
      const back = await toSender.stream.next(
        (e) => e.event === "message" && (e.json as { senderId?: string }).senderId === receiver.id,
      );
      expect(back.json).toMatchObject({ message: { id: reply.json.message.id, content: "from B" } });
      await toSender.stream.next((e) => e.event === "notification");
    } finally {
      await Promise.all([toReceiver.stream.close(), toSender.stream.close()]);
    }
  });
});

/** Every server process started, stopped in afterAll whether or not it came up. */
const children: ChildProcess[] = [];

/** `node dist/server/main.js` as in production behind a proxy; resolves once it listens. */
function startServer(databaseUrl: string, secret: string): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kuza-processes-"));
  const proc = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      APP_URL: PUBLIC_URL,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: secret,
      TRUST_PROXY: "true",
      MESSAGE_RATE_LIMIT: String(MESSAGE_LIMIT),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      WEB_DIST_DIR: path.join(dataDir, "none"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(proc);
  let output = "";
  const collect = (chunk: Buffer) => {
    output += String(chunk);
  };
  proc.stdout?.on("data", collect);
  proc.stderr?.on("data", collect);
  return new Promise((resolve, reject) => {
    proc.stdout?.on("data", () => {
      const match = output.match(/\(port (\d+),/);
      if (match) resolve({ proc, url: `http://127.0.0.1:${match[1]}`, output: () => output });
    });
    proc.on("exit", (code) => reject(new Error(`server exited early with ${code}:\n${output}`)));
  });
}

async function stopProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.on("exit", resolve));
  proc.kill("SIGTERM");
  const timer = setTimeout(() => proc.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
