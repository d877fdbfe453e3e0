// `npm start` runs this before the server: build the web app only when the build is missing or
// older than any of its sources, so a second start is instant. Plain Node, no dependencies.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "dist", "web", "index.html");
const sources = ["web/src", "web/index.html", "web/public", "domain", "vite.config.ts"];
const skipped = new Set(["node_modules", ".git"]);

/** The first source file newer than `since`, or null. */
function newerThan(entry, since) {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return null; // an optional source (web/public, say) that does not exist
  }
  if (stats.isDirectory()) {
    for (const child of readdirSync(entry)) {
      if (skipped.has(child)) continue;
      const found = newerThan(path.join(entry, child), since);
      if (found) return found;
    }
    return null;
  }
  return stats.mtimeMs > since ? entry : null;
}

function reasonToBuild() {
  if (!existsSync(builtIndex)) return "no web build yet";
  const builtAt = statSync(builtIndex).mtimeMs;
  for (const source of sources) {
    const changed = newerThan(path.join(root, source), builtAt);
    if (changed) return `${path.relative(root, changed)} changed since the last build`;
  }
  return null;
}

const reason = reasonToBuild();
if (reason) {
  console.log(`Building the web app (${reason})...`);
  const result = spawnSync("npx", ["vite", "build"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.error) {
    console.error(`Could not run vite build: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error("The web build failed; not starting the server.");
    process.exit(result.status ?? 1);
  }
} else {
  console.log("Web build is up to date.");
}
