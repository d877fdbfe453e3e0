// The lines `npm start` prints for its build steps (scripts/build-if-needed.mjs): one per step,
// so the server's "listening" line is not lost under a build log that reads like a failure.
// Plain JavaScript: build-if-needed.mjs runs under plain Node before anything is built.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Copies and by-products a build writes beside its output (compressed copies, source maps). */
const BY_PRODUCT = /\.(br|gz|map)$/;

/** "1.4 MB", "15.4 kB", "999 B": decimal units, as Vite reports sizes. */
export function formatBytes(bytes) {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 999_950) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The files a build wrote under `dir` and their total size; hidden folders (Vite's .vite/) and by-products left out. */
export function outputOf(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = outputOf(full);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile() && !BY_PRODUCT.test(entry.name)) {
      files += 1;
      bytes += statSync(full).size;
    }
  }
  return { files, bytes };
}

/** The start of a step's line, written before the build runs: "Building the web app (no build yet)... ". */
export function startLine(label, reason) {
  return `Building the ${label} (${reason})... `;
}

/** The end of the step's line: "done in 10.6 s: 96 files, 1.4 MB". */
export function builtLine({ ms, output }) {
  const files = `${output.files} ${output.files === 1 ? "file" : "files"}`;
  return `done in ${(ms / 1000).toFixed(1)} s: ${files}, ${formatBytes(output.bytes)}\n`;
}

export function upToDateLine(label) {
  return `The ${label} build is up to date.\n`;
}
