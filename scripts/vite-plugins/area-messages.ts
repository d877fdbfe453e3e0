import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The messages of a one-language build (decision 019). Paraglide compiles each message into a
// module of its own, with one function per language and a wrapper that picks one at run time.
// Bundled as they are, each costs that wrapper and, being tiny, is copied into every chunk that
// uses it inside a lazy-init guard of its own: 10 to 20 KB gzip on a page. Bundled as one module
// (or one per area), a page would carry every message its area has. Here messages are grouped by
// the source files that call them: the messages only the campaign form uses make one module, which
// lands in the campaign form's chunk; those the whole app uses, another. Each group holds this
// language's functions only, without Paraglide's type comments (a module's source size decides
// whether Rolldown copies a small shared chunk into its users, vite.config.ts). Plain messages
// (no parameter: inline-messages.ts writes their text where they are used, so no page imports
// them) make one group of their own, each a function returning its text.

/** The module a page imports as `@i18n/messages` in a one-language build: the messages by name and as `m`. */
const MESSAGES_ID = "\0kuza-messages";
/** `@i18n/messages` once Vite's alias has made it a path (with or without its extension). */
const COMPILED_MESSAGES = /[\\/]i18n[\\/]compiled[\\/]messages(\.js)?$/;

/** The virtual id that replaces an import of the compiled messages' index, or null for any other import. */
export function resolveAreaMessages(source: string): string | null {
  if (isAreaMessagesId(source)) return source;
  return COMPILED_MESSAGES.test(source) ? MESSAGES_ID : null;
}
const AREA_PREFIX = "\0kuza-messages/";

type Message = { key: string; local: string; body: string; usesRegistry: boolean };

/** Paraglide's JSDoc casts (`/** @type {LocalizedString} *\/ (...)`), which say nothing to the bundler. */
const TYPE_COMMENT = /\/\*\* @type \{[\s\S]*?\} \*\/ ?/g;

/** The group of the messages with no parameter (inline-messages.ts's plainTexts). */
export const PLAIN_GROUP = "plain";

/** This language's function of a compiled message module, or null when it is not in the expected shape. */
export function messageOf(code: string, locale: string): Message | null {
  const own = code.match(new RegExp(`\\nconst ${locale}_(\\w+) = ([\\s\\S]*?\\n\\});\\n`));
  // Exported under its own name (`export const accounts_cancel`), or renamed when the key is not
  // the function's name (`export { domain_campaigndaysleft2 as "domain_campaignDaysLeft" }`).
  const renamed = code.match(/\nexport \{ (\w+) as "([^"]+)" \}\s*$/);
  const direct = code.match(/\nexport const (\w+) = /);
  const [local, key] = renamed ? [renamed[1], renamed[2]] : [direct?.[1], direct?.[1]];
  if (!own?.[1] || !own[2] || !local || !key || own[1] !== local) return null;
  const body = own[2].replace(TYPE_COMMENT, "");
  return { key, local, body, usesRegistry: body.includes("registry.") };
}

/** The browser's source files (web/src and domain, tests left out), relative to `root`. */
function browserSources(root: string): string[] {
  return ["web/src", "domain"].flatMap((top) =>
    readdirSync(path.join(root, top), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => `${top}/${file}`),
  );
}

/** For each message key, the source files that name it (sorted): the group it belongs to. */
function usersOfKeys(root: string, keys: Set<string>): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const file of browserSources(root)) {
    const code = readFileSync(path.join(root, file), "utf8");
    for (const word of new Set(code.match(/\b[a-z][A-Za-z0-9]*_[A-Za-z0-9_]+\b/g) ?? [])) {
      if (keys.has(word)) users.set(word, [...(users.get(word) ?? []), file]);
    }
  }
  return users;
}

/**
 * Every compiled message in this language, grouped by the files that use it (messages no browser
 * file names, the server's, are left out); those with a text in `plain` in PLAIN_GROUP, as functions
 * returning that text. Throws on a module it cannot read, so none is lost.
 */
export function messagesByArea(
  compiledDir: string,
  locale: string,
  plain: ReadonlyMap<string, string> = new Map(),
): Map<string, Message[]> {
  const dir = path.join(compiledDir, "messages");
  const messages: Message[] = [];
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".js") || file.startsWith("_")) continue;
    const message = messageOf(readFileSync(path.join(dir, file), "utf8"), locale);
    if (!message) throw new Error(`i18n/compiled/messages/${file} is not in the shape area-messages.ts reads`);
    messages.push(message);
  }
  const users = usersOfKeys(path.resolve(compiledDir, "..", ".."), new Set(messages.map((m) => m.key)));
  const groups = new Map<string, Message[]>();
  for (const message of messages) {
    const files = users.get(message.key);
    if (!files) continue;
    const text = plain.get(message.key);
    const group =
      text === undefined ? createHash("sha1").update(files.sort().join("\n")).digest("hex").slice(0, 10) : PLAIN_GROUP;
    const grouped =
      text === undefined ? message : { ...message, body: `() => ${JSON.stringify(text)}`, usesRegistry: false };
    groups.set(group, [...(groups.get(group) ?? []), grouped]);
  }
  return groups;
}

/** Every area's messages, re-exported by name. */
function indexModule(areas: Map<string, Message[]>): string {
  return `${[...areas.keys()].map((area) => `export * from ${JSON.stringify(AREA_PREFIX + area)};`).join("\n")}\n`;
}

function areaModule(messages: Message[], registryFile: string): string {
  const registry = messages.some((m) => m.usesRegistry)
    ? `import * as registry from ${JSON.stringify(registryFile)};\n`
    : "";
  const bodies = messages.map((m) => `const ${m.local} = ${m.body};`);
  const exports = messages.map((m) => `${m.local} as ${JSON.stringify(m.key)}`);
  return `${registry}${bodies.join("\n")}\nexport { ${exports.join(", ")} };\n`;
}

/** The code of a virtual id this plugin answers for, or null. */
export function loadAreaMessages(id: string, areas: Map<string, Message[]>, compiledDir: string): string | null {
  if (id === MESSAGES_ID)
    return `export * from ${JSON.stringify(`${AREA_PREFIX}*`)};\nexport * as m from ${JSON.stringify(`${AREA_PREFIX}*`)};\n`;
  if (id === `${AREA_PREFIX}*`) return indexModule(areas);
  if (!id.startsWith(AREA_PREFIX)) return null;
  const messages = areas.get(id.slice(AREA_PREFIX.length));
  return messages ? areaModule(messages, path.join(compiledDir, "registry.js")) : null;
}

/** Whether an id is one of this plugin's virtual modules. */
export const isAreaMessagesId = (id: string) => id === MESSAGES_ID || id.startsWith(AREA_PREFIX);
