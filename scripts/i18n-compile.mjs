// Compiles the messages (every area's messages/{en,fr}.json, listed in project.inlang/settings.json)
// into typed JavaScript functions in i18n/compiled/ with Paraglide JS (decision 019). Run by
// `npm ci` (the prepare script), `npm test`, `npm start` and the Vite build, so the folder (which git
// ignores) always matches the messages. It compiles only when a catalogue, the settings or this
// file changed (a fingerprint is kept beside the output), and swaps the new output in whole: tests
// running meanwhile never see the folder half written.
//
// One output serves every side. The locale comes from the reader at run time (the server's
// request, the browser's choice), except in a production web build: each language is built apart
// with `globalThis.__PARAGLIDE_STATIC_LOCALE__` defined, so a page carries the messages of its own
// language only (scripts/build-web.mjs).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const I18N_OUTDIR = path.join(root, "i18n", "compiled");

/** The expression Paraglide leaves unchecked when it is undefined (run-time locale) and folds when a build defines it. */
const STATIC_LOCALE_EXPRESSION = "/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__";

const FINGERPRINT_FILE = ".fingerprint";

/** A hash of everything the output depends on: the settings, every catalogue, this script, Paraglide's version. */
function fingerprint() {
  const settingsFile = path.join(root, "project.inlang", "settings.json");
  const settings = JSON.parse(readFileSync(settingsFile, "utf8"));
  const hash = createHash("sha256");
  hash.update(readFileSync(settingsFile));
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  hash.update(readFileSync(path.join(root, "node_modules", "@inlang", "paraglide-js", "package.json")));
  for (const pattern of settings["plugin.inlang.messageFormat"].pathPattern) {
    for (const locale of settings.locales) {
      const file = path.join(root, pattern.replace("{locale}", locale));
      hash.update(file);
      if (existsSync(file)) hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

/** Paraglide's plural selection, as it writes it in registry.js (checked: a new version must be looked at). */
const PARAGLIDE_PLURAL =
  /export function plural\(locale, input, options\) \{\s*return new Intl\.PluralRules\(locale, options\)\.select\(Number\(input\)\)\s*\};/;

/**
 * Counted messages select their variant with domain/i18n/plural-category.ts instead of a new
 * Intl.PluralRules per call: French's "many" (whole millions) made Paraglide's code answer the
 * message's key, and the first Intl object a page builds loads the engine's locale data (that
 * file says more). Those are Intl's default, cardinal rules: a message that asks for others
 * (an ordinal, say) stops the compile here rather than being read with the wrong rules.
 */
function selectPluralsWithKuzasRules(outdir) {
  const messages = path.join(outdir, "messages");
  for (const name of readdirSync(messages)) {
    const text = readFileSync(path.join(messages, name), "utf8");
    const withOptions = /registry\.plural\("[^"]+", [^,]+, \{[^}]/.exec(text);
    if (withOptions) {
      throw new Error(
        `i18n: ${name} selects a plural with options (${withOptions[0]}…), which plural-category.ts does not read`,
      );
    }
  }
  const file = path.join(outdir, "registry.js");
  const source = readFileSync(file, "utf8");
  if (!PARAGLIDE_PLURAL.test(source)) {
    throw new Error(
      `i18n: ${file} no longer has the plural function this script replaces; update scripts/i18n-compile.mjs`,
    );
  }
  const replaced = source.replace(
    PARAGLIDE_PLURAL,
    "export function plural(locale, input) {\n\treturn pluralCategory(locale, Number(input));\n};",
  );
  writeFileSync(file, `import { pluralCategory } from "../../domain/i18n/plural-category.ts";\n${replaced}`);
}

export async function compileMessages({ silent = true } = {}) {
  const wanted = fingerprint();
  const kept = path.join(I18N_OUTDIR, FINGERPRINT_FILE);
  if (existsSync(kept) && readFileSync(kept, "utf8") === wanted) return;
  // Imported here: an up-to-date output does not load the compiler (about a second).
  const { compile } = await import("@inlang/paraglide-js");
  const staging = `${I18N_OUTDIR}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  await compile({
    project: path.join(root, "project.inlang"),
    outdir: staging,
    outputStructure: "message-modules",
    experimentalStaticLocale: STATIC_LOCALE_EXPRESSION,
    // The browser's choice is set by web/src/lib/i18n (a cookie the server reads for the first page);
    // the server's is the request's (server/src/lib/request-locale.ts).
    strategy: ["globalVariable", "baseLocale"],
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
    emitTsDeclarations: true,
    includeEslintDisableComment: false,
  });
  selectPluralsWithKuzasRules(staging);
  writeFileSync(path.join(staging, FINGERPRINT_FILE), wanted);
  const old = `${I18N_OUTDIR}.old-${process.pid}`;
  if (existsSync(I18N_OUTDIR)) renameSync(I18N_OUTDIR, old);
  renameSync(staging, I18N_OUTDIR);
  rmSync(old, { recursive: true, force: true });
  if (!silent) console.log("i18n: messages compiled into i18n/compiled");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileMessages({ silent: false });
  // The inlang SDK leaves a timer behind that would hold the process for about 30 s.
  process.exit(0);
}
