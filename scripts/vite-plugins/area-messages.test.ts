// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixtures are source text, template literals in strings
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  isAreaMessagesId,
  loadAreaMessages,
  messageOf,
  messagesByArea,
  PLAIN_GROUP,
  resolveAreaMessages,
} from "./area-messages";

// Paraglide's compiled messages, in the shape i18n/compiled/messages/*.js has (one module per
// message, one function per language and a wrapper that picks one).
function compiled(local: string, key: string, en: string, fr: string, plural = false): string {
  const fn = (locale: string, text: string) =>
    plural
      ? `const ${locale}_${local} = /** @type {(inputs: X) => LocalizedString} */ (i) => {const countPlural = registry.plural("${locale}", i?.count, {});
\tif (countPlural === "one") return /** @type {LocalizedString} */ (\`${text}\`);
\treturn /** @type {LocalizedString} */ ("${key}");
};`
      : `const ${locale}_${local} = /** @type {(inputs: X) => LocalizedString} */ () => {
\treturn /** @type {LocalizedString} */ (\`${text}\`)
};`;
  const exported = local === key ? `export const ${local} = ` : `const ${local} = `;
  return `${plural ? "import * as registry from '../registry.js'\n" : ""}import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {{}} XInputs */

${fn("en", en)}

${fn("fr", fr)}

/**
* @returns {LocalizedString}
*/
${exported}/** @type {any} */ ((inputs = {}, options = {}) => {
\tconst locale = getLocale()
\tif (locale === "fr") return fr_${local}(inputs)
\treturn en_${local}(inputs)
});
${local === key ? "" : `export { ${local} as "${key}" }`}`;
}

const project = mkdtempSync(path.join(tmpdir(), "kuza-area-messages-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));
const compiledDir = path.join(project, "i18n", "compiled");

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), content);
}

write("package.json", JSON.stringify({ type: "module" }));
write("i18n/compiled/messages/_index.js", "export * from './a.js';\n");
write("i18n/compiled/messages/demo_title1.js", compiled("demo_title1", "demo_title", "Title", "Titre"));
write("i18n/compiled/messages/demo_shared.js", compiled("demo_shared", "demo_shared", "Shared", "Partagé"));
write(
  "i18n/compiled/messages/demo_days2.js",
  compiled("demo_days2", "demo_days", "${i?.count} day", "${i?.count} jour", true),
);
write("i18n/compiled/messages/server_only1.js", compiled("server_only1", "server_only", "Mail", "Courriel"));
write("i18n/compiled/registry.js", "export const plural = (locale, n) => (n === 1 ? 'one' : 'other');\n");
write("web/src/features/demo/page.tsx", "m.demo_title(); m.demo_shared(); m.demo_days({ count });\n");
write("domain/schemas/zod-messages.ts", "m.demo_shared();\n");
write("web/src/features/demo/page.test.tsx", "m.server_only();\n");

describe("messageOf", () => {
  it("reads the key and this language's function, without Paraglide's type comments", () => {
    expect(messageOf(compiled("demo_title1", "demo_title", "Title", "Titre"), "fr")).toEqual({
      key: "demo_title",
      local: "demo_title1",
      body: "() => {\n\treturn (`Titre`)\n}",
      usesRegistry: false,
    });
    const plural = messageOf(compiled("demo_days2", "demo_days", "${i?.count} day", "${i?.count} jour", true), "fr");
    expect(plural?.usesRegistry).toBe(true);
    expect(plural?.body).toContain('registry.plural("fr"');
    expect(plural?.body).not.toContain("@type");
  });

  it("refuses a module in another shape", () => {
    expect(messageOf("export const x = () => 'x';\n", "fr")).toBeNull();
    expect(messageOf(compiled("demo_title1", "demo_title", "Title", "Titre"), "de")).toBeNull();
  });
});

describe("messagesByArea", () => {
  const plain = new Map([
    ["demo_title", "Titre"],
    ["demo_shared", "Partagé"],
  ]);

  it("groups the messages by the browser files that name them, leaving out those none names", () => {
    const areas = messagesByArea(compiledDir, "fr");
    const keys = [...areas.values()].map((messages) => messages.map((m) => m.key).sort());
    // demo_shared is named by a file whose name holds "messages" too.
    expect(keys.sort()).toEqual([["demo_days", "demo_title"], ["demo_shared"]]);
  });

  it("puts plain messages in a group of their own, as functions returning their text", () => {
    const areas = messagesByArea(compiledDir, "fr", plain);
    expect(areas.get(PLAIN_GROUP)?.map((m) => [m.key, m.body])).toEqual([
      ["demo_shared", '() => "Partagé"'],
      ["demo_title", '() => "Titre"'],
    ]);
    expect(areas.size).toBe(2);
  });

  it("fails on a compiled module it cannot read, so that no message is lost", () => {
    write("i18n/compiled/messages/broken.js", "export const broken = 1;\n");
    try {
      expect(() => messagesByArea(compiledDir, "fr")).toThrow(/broken\.js is not in the shape/);
    } finally {
      rmSync(path.join(compiledDir, "messages", "broken.js"));
    }
  });
});

describe("the virtual modules", () => {
  const areas = messagesByArea(compiledDir, "fr", new Map([["demo_title", "Titre"]]));

  it("stand in for the compiled messages' index, and only for it", () => {
    const id = resolveAreaMessages(path.join(compiledDir, "messages.js"));
    expect(id).not.toBeNull();
    expect(resolveAreaMessages(path.join(compiledDir, "messages"))).toBe(id);
    expect(isAreaMessagesId(id as string)).toBe(true);
    expect(resolveAreaMessages(path.join(compiledDir, "runtime.js"))).toBeNull();
    expect(resolveAreaMessages("react")).toBeNull();
  });

  it("export every message by name and as m, through an index of the groups", () => {
    const entry = loadAreaMessages(resolveAreaMessages("/x/i18n/compiled/messages") as string, areas, compiledDir);
    // The ids start with \0 (virtual), which the modules' code writes as a JSON string.
    const [index, m] = [...(entry ?? "").matchAll(/"[^"]+"/g)].map(([id]) => JSON.parse(id));
    expect(m).toBe(index);
    expect(entry).toContain("export * as m from");
    const groups = [...(loadAreaMessages(index, areas, compiledDir) ?? "").matchAll(/"[^"]+"/g)];
    expect(groups.map(([id]) => JSON.parse(id)).sort()).toEqual(
      [...areas.keys()].map((a) => `\0kuza-messages/${a}`).sort(),
    );
    expect(loadAreaMessages("\0kuza-messages/unknown", areas, compiledDir)).toBeNull();
    expect(loadAreaMessages("/src/app.tsx", areas, compiledDir)).toBeNull();
  });

  it("give each group's messages in this language, importing the registry only where a plural needs it", async () => {
    const texts: Record<string, string> = {};
    for (const area of areas.keys()) {
      const code = loadAreaMessages(`\0kuza-messages/${area}`, areas, compiledDir) as string;
      const file = path.join(project, `group-${area}.mjs`);
      writeFileSync(file, code);
      expect(code.includes("registry"), area).toBe(code.includes("registry.plural"));
      const module = (await import(pathToFileURL(file).href)) as Record<string, (inputs?: object) => string>;
      for (const [key, message] of Object.entries(module)) texts[key] = message({ count: 1 });
    }
    expect(texts).toEqual({ demo_title: "Titre", demo_shared: "Partagé", demo_days: "1 jour" });
  });
});
