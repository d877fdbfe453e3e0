// House rule (docs/conventions.md): a hand-written source file stays at or under 300 lines,
// tests included; past that it is usually two things. Generated files are not counted.
// `npm run lint` runs this; `npx tsx scripts/check-file-size.ts` prints the offenders.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css)$/;
// Not hand-written, or not ours: dependencies, builds, test output, data, generated migrations,
// the compiled messages (i18n/compiled).
const SKIPPED_DIRS = new Set([
  "node_modules",
  "dist",
  ".git",
  ".tmp",
  "data",
  "migrations",
  "test-results",
  "compiled",
]);

/** Every source file under `root` longer than MAX_LINES, as [relative path, lines]. */
export function oversizedFiles(root: string): Array<[string, number]> {
  const found: Array<[string, number]> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path.join(dir, entry.name));
      } else if (SOURCE.test(entry.name)) {
        const file = path.join(dir, entry.name);
        const lines = readFileSync(file, "utf8").split("\n").length - 1;
        if (lines > MAX_LINES) found.push([path.relative(root, file), lines]);
      }
    }
  };
  walk(root);
  return found.sort(([a], [b]) => a.localeCompare(b));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const offenders = oversizedFiles(root);
  for (const [file, lines] of offenders)
    console.error(`${file}: ${lines} lines (at most ${MAX_LINES}; split it by subject)`);
  process.exit(offenders.length > 0 ? 1 : 0);
}
