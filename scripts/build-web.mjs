// `npm run build`: the web app in every language (decision 019), into dist/web (or --outDir).
// Each language is its own Vite build (KUZA_LOCALE; scripts/vite-plugins/locale-build.ts), so a
// page carries its own language's texts only. English is the folder itself; each other language
// adds <outDir>/<locale>/ with its index.html, landing.html and manifest, while its hashed assets
// join the shared assets/ folder (a name is a hash of the content, so the two builds never write
// different files under one name, and what they share is stored once). The server picks the
// language's HTML per request (server/src/lib/static-web.ts).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessages } from "./i18n-compile.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const WEB_LOCALES = ["en", "fr"];
const BASE_LOCALE = "en";
/** What a language's folder holds beside the shared assets: its HTML shells and its manifests. */
const PER_LOCALE_FILES = /^(index|landing)\.html(\.br|\.gz)?$/;

function viteBuild(locale, outDir, logLevel) {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["vite", "build", "--outDir", outDir, "--logLevel", logLevel], {
      cwd: root,
      env: { ...process.env, KUZA_LOCALE: locale },
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`vite build (${locale}) failed`))));
  });
}

/** Moves a language's build into the base build: assets shared, HTML and manifests in <outDir>/<locale>/. */
function mergeLocale(staging, outDir, locale) {
  const target = path.join(outDir, locale);
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(staging)) {
    if (PER_LOCALE_FILES.test(name) || name === ".vite") renameSync(path.join(staging, name), path.join(target, name));
  }
  const assets = path.join(staging, "assets");
  for (const name of readdirSync(assets)) {
    const to = path.join(outDir, "assets", name);
    if (!existsSync(to)) renameSync(path.join(assets, name), to);
  }
}

export async function buildWeb({ outDir = path.join(root, "dist", "web"), logLevel = "warn" } = {}) {
  const out = path.resolve(outDir);
  await compileMessages();
  // The languages build one after the other: side by side on two cores they took longer.
  await viteBuild(BASE_LOCALE, out, logLevel);
  for (const locale of WEB_LOCALES.filter((l) => l !== BASE_LOCALE)) {
    const staging = `${out}.${locale}-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    try {
      await viteBuild(locale, staging, logLevel);
      mergeLocale(staging, out, locale);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  try {
    await buildWeb({ outDir: arg("--outDir"), logLevel: arg("--logLevel") });
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
