// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixtures are source text, template literals in strings
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlinePlainMessages, textTables } from "./inline-messages";
import { plainTexts, templateTexts, textsOf } from "./message-texts";
import { parseModule } from "./source-ast";

// A project of its own: two catalogues, a table module and the modules that read it.
const project = mkdtempSync(path.join(tmpdir(), "kuza-inline-messages-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), content);
}

write(
  "project.inlang/settings.json",
  JSON.stringify({
    "plugin.inlang.messageFormat": {
      pathPattern: ["./web/src/features/demo/messages/{locale}.json", "./domain/messages/{locale}.json"],
    },
  }),
);
write(
  "web/src/features/demo/messages/fr.json",
  JSON.stringify({
    demo_title: "Titre",
    demo_quote: 'Tapez "oui" `ici`',
    demo_byOwner: "par {name}",
    demo_range: "De {min} à {max}",
    demo_code: "Code `{code}` ${amount}",
    demo_escaped: "Un \\{ littéral",
    demo_days: [{ declarations: ["input count"], selectors: [], match: { "count=*": "{count} jours" } }],
  }),
);
write("domain/messages/fr.json", JSON.stringify({ domain_yes: "Oui" }));
const TABLES_FILE = "web/src/features/demo/texts.ts";
write(
  TABLES_FILE,
  `import { localized } from "@domain/i18n/localized";
import { localizedTexts } from "@domain/due-diligence/texts";
import { m } from "@i18n/messages";

export const DEMO_TEXTS = localized({ title: m.demo_title, owner: () => m.demo_byOwner({ name: "Ada" }) });
export const DEMO_MORE = localizedTexts({ yes: m.domain_yes }, { range: (min: number, max: number) => m.demo_range({ min, max }) });
export const TOASTS = { saved: localized({ title: m.demo_title }), nested: { deeper: localized({ yes: m.domain_yes }) } } as const;
const HIDDEN = localized({ title: m.demo_title });
export const NOT_A_TABLE = { title: "Title" };
`,
);
write("web/src/features/demo/texts.test.ts", `export const IGNORED = localized({ title: m.demo_title });\n`);

const texts = textsOf("fr", project);
const tables = textTables(texts, project);
const at = (file: string) => path.join(project, file);
/** The module as a one-language build writes it (null: unchanged), checked to still parse. */
function inline(code: string, file = "web/src/features/demo/page.tsx"): string | null {
  const out = inlinePlainMessages(code, texts, at(file), tables);
  if (out !== null) parseModule(out, at(file));
  return out;
}
const M = `import { m } from "@i18n/messages";\n`;

describe("the catalogues' texts", () => {
  it("reads the plain texts, leaving out parameters, plurals and escapes", () => {
    expect(plainTexts("fr", project)).toEqual(
      new Map([
        ["demo_title", "Titre"],
        ["demo_quote", 'Tapez "oui" `ici`'],
        ["domain_yes", "Oui"],
      ]),
    );
  });

  it("splits texts with parameters around them", () => {
    const templates = templateTexts("fr", project);
    expect(templates.get("demo_byOwner")).toEqual(["par ", { name: "name" }, ""]);
    expect(templates.get("demo_range")).toEqual(["De ", { name: "min" }, " à ", { name: "max" }, ""]);
    expect([...templates.keys()].sort()).toEqual(["demo_byOwner", "demo_code", "demo_range"]);
  });
});

describe("message calls", () => {
  it("writes a plain message's text where it is called, and a function of it where it is passed", () => {
    expect(inline(`${M}export const a = m.demo_title();\nexport const b = { title: m.demo_quote };\n`)).toBe(
      `${M}export const a = "Titre";\nexport const b = { title: (() => "Tapez \\"oui\\" \`ici\`") };\n`,
    );
  });

  it("follows the name `m` is imported under, and leaves modules that do not import it", () => {
    expect(inline(`import { m as t } from "@i18n/messages";\nconst a = t.demo_title();\n`)).toContain(
      'const a = "Titre";',
    );
    expect(inline(`const m = { demo_title: () => "x" };\nconst a = m.demo_title();\n`)).toBeNull();
  });

  it("leaves plurals, escaped texts and calls with options as calls", () => {
    const code = `${M}const a = m.demo_days({ count: 2 });\nconst b = m.demo_escaped();\nconst c = m.demo_title({}, { locale: "en" });\n`;
    expect(inline(code)).toBeNull();
  });

  it("writes parameters into the text when nothing that runs moves", () => {
    expect(inline(`${M}const a = m.demo_byOwner({ name: owner.name });\n`)).toContain("const a = `par ${owner.name}`;");
    expect(inline(`${M}const a = m.demo_range({ min: format(x), max: 9 });\n`)).toContain(
      "const a = `De ${format(x)} à ${9}`;",
    );
    // Two inputs that compute, in the text's order: each still runs once, in the same order.
    expect(inline(`${M}const a = m.demo_range({ min: format(x), max: format(y) });\n`)).toContain(
      "const a = `De ${format(x)} à ${format(y)}`;",
    );
    // The text's backquotes and dollar signs stay words.
    expect(inline(`${M}const a = m.demo_code({ code, amount: 5 });\n`)).toContain(
      "const a = `Code \\`${code}\\` $${5}`;",
    );
  });

  it("keeps the call when writing the parameters in would change what runs, or what it says", () => {
    for (const call of [
      "m.demo_range({ max: format(y), min: format(x) })", // computed in another order than the text's
      "m.demo_byOwner({ name: owner(), extra: log() })", // an input that computes is left out
      "m.demo_range({ min: 1 })", // a parameter is missing
      "m.demo_byOwner(inputs)", // the inputs are not written in the call
      "m.demo_byOwner({ ...inputs })",
    ])
      expect(inline(`${M}const a = ${call};\n`), call).toBeNull();
  });
});

describe("tables of texts", () => {
  it("writes a localized() table as an object of texts, with getters for texts that compute", () => {
    const out = inline(
      `${M}import { localized } from "@domain/i18n/localized";\nexport const T = localized({\n  /** a comment */\n  title: m.demo_title,\n  owner: () => m.demo_byOwner({ name: who() }),\n  later: () => m.demo_days({ count: 2 }),\n  ["x" + 1]: m.domain_yes,\n});\n`,
    );
    expect(out).toContain(
      'export const T = ({ title: "Titre", get owner() { return `par ${who()}`; }, get later() { return m.demo_days({ count: 2 }); }, ["x" + 1]: "Oui" });',
    );
  });

  it("writes a localizedTexts() table as one object of its texts and its functions", () => {
    const out = inline(
      `${M}import { localizedTexts } from "@domain/due-diligence/texts";\nconst T = localizedTexts({ yes: m.domain_yes }, { range: (a: number) => m.demo_range({ min: a, max: a }) });\n`,
    );
    expect(out).toContain('const T = ({ yes: "Oui", range: (a: number) => `De ${a} à ${a}` });');
  });

  it("reads the messages of a localized(NAME) table from the module's const NAME", () => {
    const out = inline(
      `${M}import { localized } from "@domain/i18n/localized";\nexport const MESSAGES = { yes: m.domain_yes };\nexport const LABELS = localized(MESSAGES);\n`,
    );
    expect(out).toContain('export const MESSAGES = { yes: (() => "Oui") };');
    expect(out).toContain('export const LABELS = ({ yes: "Oui" });');
  });

  it("leaves a table it cannot write out, and a localized() that is not the table builder", () => {
    const spread = `${M}import { localized } from "@domain/i18n/localized";\nconst T = localized({ ...OTHER, title: m.demo_title });\n`;
    expect(inline(spread)).toContain('const T = localized({ ...OTHER, title: (() => "Titre") });');
    const own = `${M}const localized = (x: object) => x;\nconst T = localized({ title: m.demo_title });\n`;
    expect(inline(own)).toContain('const T = localized({ title: (() => "Titre") });');
  });
});

describe("reads of an imported table", () => {
  it("indexes the plain texts of the tables modules export (tests and unexported tables left out)", () => {
    expect(tables).toEqual(
      new Map([
        [
          at("web/src/features/demo/texts"),
          new Map([
            ["DEMO_TEXTS", new Map([["title", "Titre"]])],
            ["DEMO_MORE", new Map([["yes", "Oui"]])],
            [
              "TOASTS",
              new Map([
                ["saved.title", "Titre"],
                ["nested.deeper.yes", "Oui"],
              ]),
            ],
          ]),
        ],
      ]),
    );
  });

  it("writes the text of a plain entry where another module reads it, by any import path or name", () => {
    const code = `import { DEMO_TEXTS as T, DEMO_MORE } from "./texts";\nexport const a = [T.title, T["title"], DEMO_MORE.yes];\n`;
    expect(inline(code)).toContain('export const a = ["Titre", "Titre", "Oui"];');
    expect(
      inline(
        `import { DEMO_TEXTS } from "../demo/texts.ts";\nconst a = DEMO_TEXTS.title;\n`,
        "web/src/features/x/page.ts",
      ),
    ).toContain('const a = "Titre";');
  });

  it("reads the tables inside an exported object by their path", () => {
    const code = `import { TOASTS } from "./texts";\nconst a = [TOASTS.saved.title, TOASTS.nested["deeper"].yes, TOASTS.saved];\n`;
    expect(inline(code)).toContain('const a = ["Titre", "Oui", TOASTS.saved];');
  });

  it("leaves reads it cannot know: entries that compute, keys read at run time, a name declared again", () => {
    const code = `import { DEMO_TEXTS as T, DEMO_MORE } from "./texts";\nconst a = [T.owner, T[key], DEMO_MORE.range(1, 2), T];\n`;
    expect(inline(code)).toBeNull();
    const shadowed = `import { DEMO_TEXTS as T } from "./texts";\nconst f = (T: { title: string }) => T.title;\n`;
    expect(inline(shadowed)).toBeNull();
  });

  it("reads only the module that exports the table", () => {
    expect(inline(`import { DEMO_TEXTS } from "./other";\nconst a = DEMO_TEXTS.title;\n`)).toBeNull();
  });
});
