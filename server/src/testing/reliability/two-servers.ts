import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import { expect } from "vitest";
import { registerFounder, registerInvestor } from "../accounts";
import { createCampaign, saveBusiness } from "../catalogue";
import { freshPostgresDatabase } from "../fresh-postgres";
import { type RunningS3rver, startS3rver } from "../s3/s3rver-process";
import { createBucketOn, type TestBucket } from "../s3/test-bucket";
import { createClient, TEST_ORIGIN } from "../test-app";
import { postgresRows } from "./database-rows";
import { type RoundRobinProxy, startRoundRobinProxy } from "./round-robin-proxy";
import { buildServer, freePort, type ServerProcess, startServer, stopServer } from "./server-process";

// Kuza on two machines, as README's "Running on several machines" sets it up: two server
// processes (the bundle `npm start` runs, in production mode) with data dirs of their own, one
// PostgreSQL database, one bucket on a real S3-protocol server, and a round-robin load balancer
// in front. Browsers talk to the balancer only.

/** The backends' names, as the balancer's X-Served-By gives them. */
const BACKENDS = ["a", "b"] as const;

/** The public address users open: the one APP_URL every process is given. */
const PUBLIC_URL = TEST_ORIGIN;

export type TwoServers = {
  proxy: RoundRobinProxy;
  bucket: TestBucket;
  databaseUrl: string;
  servers: ServerProcess[];
  dataDirs: string[];
  /** The balancer as an app to request from (createClient, openEventStream). */
  app: { request: (url: string, init?: RequestInit) => Promise<Response> };
  /** A browser of the balancer's (cookies kept). */
  browser: () => ReturnType<typeof createClient>;
  /** Runs one SQL statement on the shared database, as an operator would. */
  sql: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  stop: () => Promise<void>;
};

export async function startTwoServers(baseUrl: string, env: Record<string, string>): Promise<TwoServers> {
  buildServer();
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {});
  };
  try {
    const s3rver: RunningS3rver = await startS3rver();
    stops.push(s3rver.stop);
    const bucket = await createBucketOn(s3rver.endpoint);
    stops.push(async () => bucket.client.destroy());
    const database = await freshPostgresDatabase("kuza_two_servers", baseUrl);
    if (!database) throw new Error("no PostgreSQL");
    stops.push(database.drop);
    const proxy = await startRoundRobinProxy();
    stops.push(proxy.close);

    const secret = randomBytes(32).toString("hex");
    const dataDirs = ["a", "b"].map((name) => mkdtempSync(path.join(tmpdir(), `kuza-server-${name}-`)));
    stops.push(async () => {
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });
    const started: ServerProcess[] = [];
    stops.push(() => Promise.all(started.map(stopServer)));
    // Both at once on the new database, as a deployment starts them: they take turns to migrate.
    const servers = await Promise.all(
      dataDirs.map(async (dataDir) => {
        const server = await startServer({
          dataDir,
          port: await freePort(),
          databaseUrl: database.url,
          env: {
            NODE_ENV: "production",
            APP_URL: PUBLIC_URL,
            AUTH_SECRET: secret,
            AUTH_RATE_LIMIT: "on",
            TRUST_PROXY: "true",
            ...bucket.env,
            ...env,
          },
        });
        started.push(server);
        return server;
      }),
    );
    // Backend "a" is servers[0] on dataDirs[0], "b" servers[1] on dataDirs[1].
    proxy.setBackends(servers.map((server, i) => ({ name: BACKENDS[i] as string, base: server.base })));
    const viaProxy = { request: (url: string, init?: RequestInit) => fetch(`${proxy.url}${url}`, init) };
    return {
      proxy,
      bucket,
      databaseUrl: database.url,
      servers,
      dataDirs,
      app: viaProxy,
      browser: () => createClient(viaProxy as never),
      sql: <T>(text: string, params: unknown[] = []) => postgresRows<T>(database.url, text, params),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Browser = ReturnType<TwoServers["browser"]>;

/**
 * A founder with a Verified business and an active campaign, an investor, and the due-diligence
 * process between them, each signed up through the balancer (two sign-ups: under the per-address
 * limit, which stays on). The business is marked Verified in the database, as an admin's approval
 * of its registration does (tested elsewhere).
 */
export async function dealThroughProxy(two: TwoServers) {
  const founder: Browser = two.browser();
  const founderProfile = await registerFounder(founder, { fullName: "Amina Founder" });
  const business = await saveBusiness(founder, { businessName: "Shamba Fresh" });
  await two.sql("update businesses set verified_at = now() where id = $1", [business.id]);
  const campaign = await createCampaign(founder, { status: "active" });
  const investor: Browser = two.browser();
  const investorProfile = await registerInvestor(investor, { fullName: "Kofi Investor" });
  const started = await investor.post("/api/due-diligence", { businessId: business.id, campaignId: campaign.id });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  return {
    founder: { client: founder, profile: founderProfile },
    investor: { client: investor, profile: investorProfile },
    process: started.json.process as TProcess,
  };
}
