// The app of `npm run bench:api` run inside this process on the seeded PostgreSQL data set, for
// the per-request tools (bench-api-cpu, bench-api-explain): seeds unless a complete set of that
// size is there, signs in the bench investor and a message sender, and builds each route's request.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildDeps, createApp } from "../server/src/app";
import { readEnv } from "../server/src/env";
import type { Route } from "./bench-api-measure";
import { BENCH_PASSWORD, FULL_SIZE, planOf, QUICK_SIZE, seed } from "./bench-api-seed";

export async function startInProcessApp(options: {
  databaseUrl: string;
  origin: string;
  quick: boolean;
  /** The seed's size in businesses (the default: that of --quick or the full set). */
  businesses?: number;
  tag: string;
}) {
  const { origin } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), `kuza-bench-${options.tag}-`));
  const env = readEnv({
    NODE_ENV: "development",
    APP_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    AUTH_RATE_LIMIT: "off",
    MESSAGE_RATE_LIMIT: "1000000",
    LOG_LEVEL: "error",
    WEB_DIST_DIR: path.join(dataDir, "no-web"),
  });
  const deps = await buildDeps(env);
  const { app } = createApp(deps);
  // The size must be the one seeded there: a set of another size is replaced by a fresh seed.
  const size = options.quick ? QUICK_SIZE : FULL_SIZE;
  const info = await seed(deps.db, planOf({ ...size, businesses: options.businesses ?? size.businesses }), {
    reuse: true,
  });

  const signIn = async (email: string): Promise<string> => {
    const res = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  };
  const reader = await signIn(info.benchInvestorEmail);
  const sender = info.senders[0];
  if (!sender) throw new Error("no sender in the seed");
  const senderCookie = await signIn(sender.email);

  /** The n-th request of a route, as bench:api sends it. */
  const requestOf = (route: Route, n: number): [string, RequestInit] => {
    if (route.auth === "senders") {
      const body = JSON.stringify({ content: `${options.tag} ${n}` });
      const headers = { cookie: senderCookie, origin, "content-type": "application/json" };
      return [`/api/conversations/${sender.conversationId}/messages`, { method: "POST", headers, body }];
    }
    const headers: Record<string, string> = route.auth === "reader" ? { cookie: reader } : {};
    return [route.paths?.[n % route.paths.length] ?? route.path, { headers }];
  };

  const close = async () => {
    await deps.realtime.close();
    await deps.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, info, requestOf, close };
}
