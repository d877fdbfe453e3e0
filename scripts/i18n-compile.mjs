// Compiles the messages (every area's messages/{en,fr}.json, listed in project.inlang/settings.json)
// into typed JavaScript functions in i18n/compiled/ with Paraglide JS (decision 019). Run by
// `npm ci` (the prepare script), `npm test`, `npm start` and the Vite build, so the folder (which git
// ignores) always matches the messages.
//
// One output serves every side. The locale comes from the reader at run time (the server's
// request, the browser's choice), except in a production web build: each language is built apart
// with `globalThis.__PARAGLIDE_STATIC_LOCALE__` defined, so a page carries the messages of its own
// language only (scripts/build-web.mjs).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "@inlang/paraglide-js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const I18N_OUTDIR = path.join(root, "i18n", "compiled");

/** The expression Paraglide leaves unchecked when it is undefined (run-time locale) and folds when a build defines it. */
const STATIC_LOCALE_EXPRESSION = "/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__";

export async function compileMessages({ silent = true } = {}) {
  await compile({
    project: path.join(root, "project.inlang"),
    outdir: I18N_OUTDIR,
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
  if (!silent) console.log("i18n: messages compiled into i18n/compiled");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileMessages({ silent: false });
  // The inlang SDK leaves a timer behind that would hold the process for about 30 s.
  process.exit(0);
}
