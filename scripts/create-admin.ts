// npm run create-admin -- --email a@b.c --password '...' [--name "Full Name"]
// Admins are never self-registered; this (or ADMIN_EMAIL at start) is how one is made.
import { parseArgs } from "node:util";
import { buildDeps } from "../server/src/app";
import type { AppDeps } from "../server/src/app-env";
import { holderOf, lockDataDir } from "../server/src/db/data-dir-lock";
import { readEnv } from "../server/src/env";
import { AppError } from "../server/src/lib/errors";
import { ensureAdmin } from "../server/src/modules/accounts/accounts.service";

const USAGE = `Usage: npm run create-admin -- --email <email> --password <password> [--name "Full Name"]

Creates an admin account (or confirms the e-mail already belongs to one) in the database the
server uses: DATABASE_URL when set, otherwise the embedded database under DATA_DIR (default ./data).
The password must be at least 8 characters and not a common password.`;

function parseCommandLine(): { email: string; password: string; fullName?: string } {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const email = values.email?.trim();
  const password = values.password;
  if (!email || !password) {
    console.error(`Both --email and --password are required.\n\n${USAGE}`);
    process.exit(2);
  }
  const fullName = values.name?.trim();
  return { email, password, ...(fullName && { fullName }) };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const input = parseCommandLine();

  let env: ReturnType<typeof readEnv>;
  try {
    env = readEnv();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }

  // PGlite has no lock between processes: never open a data dir a running server holds.
  let unlock = () => {};
  if (!env.DATABASE_URL) {
    const holder = holderOf(env.dataDir);
    if (holder) {
      fail(
        `The data dir ${env.dataDir} is in use by a running Kuza server (process ${holder}).\n` +
          "Stop the server first, or restart it with ADMIN_EMAIL and ADMIN_PASSWORD set.",
      );
    }
    unlock = lockDataDir(env.dataDir);
  }

  let deps: AppDeps | undefined;
  try {
    deps = await buildDeps(env);
    const { created, profile } = await ensureAdmin(deps, input);
    console.log(created ? `Admin ${profile.email} created.` : `${profile.email} is already an admin; nothing changed.`);
  } catch (error) {
    process.exitCode = 1;
    console.error(
      error instanceof AppError ? error.message : `create-admin failed: ${(error as Error)?.stack ?? error}`,
    );
  } finally {
    await deps?.database.close().catch(() => {});
    unlock();
  }
  process.exit(process.exitCode ?? 0);
}

await main();
