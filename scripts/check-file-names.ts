// House rule (docs/conventions.md): file and folder names are kebab-case, so an import never
// differs from the file only by case (which breaks on case-sensitive disks) and names read alike
// everywhere. `npm run lint` runs this; `npx tsx scripts/check-file-names.ts` prints the offenders.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Lower-case words joined by "-", in dot-separated parts (`foo-bar.test.tsx`, `env.d.ts`), with an
// optional leading dot for tool files (`.gitignore`, `.dependency-cruiser.cjs`).
const KEBAB = /^\.?[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
// Names readers and tools look for by their exact spelling.
const EXEMPT_NAMES = new Set(["README.md"]);
// Not ours to name: dependencies, builds, test output, data, and drizzle-kit's migrations folder,
// whose files (`0004_due_diligence.sql`, `_journal.json`) drizzle-kit generates and finds by name.
const SKIPPED_DIRS = new Set([
  "node_modules",
  "dist",
  ".git",
  ".tmp",
  "data",
  "migrations",
  "test-results",
  // Paraglide's compiled messages (i18n/compiled, generated; `_index.js` is its name).
  "compiled",
  "playwright-report",
]);

/** Every file or folder under `root` whose name is not kebab-case, as relative paths. */
export function misnamedFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
      const file = path.join(dir, entry.name);
      if (!KEBAB.test(entry.name) && !EXEMPT_NAMES.has(entry.name)) found.push(path.relative(root, file));
      if (entry.isDirectory()) walk(file);
    }
  };
  walk(root);
  return found.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const offenders = misnamedFiles(root);
  for (const file of offenders) console.error(`${file}: not kebab-case (lower-case words joined by "-")`);
  process.exit(offenders.length > 0 ? 1 : 0);
}
