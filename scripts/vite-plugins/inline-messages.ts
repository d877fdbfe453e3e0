import { readFileSync } from "node:fs";
import path from "node:path";
import { parseAst } from "vite";

// In a one-language build (decision 019) the language never changes while a page runs, so a text
// can be written where it is used, as the code read before it had messages:
// - `m.accounts_signIn()` (a message with no parameters) becomes the text itself;
// - `m.businesses_byOwner({ name: owner })` (parameters, no plural) becomes `` `par ${owner}` ``;
// - `m.accounts_signIn` passed as a function (`title: m.app_titleHome`) becomes `() => "text"`;
// - a table `localized({ title: m.x, hint: () => m.y({ n }) })` (domain/i18n/localized.ts) becomes
//   the object `({ title: "text", get hint() { return m.y({ n }); } })`, and `localizedTexts(texts,
//   functions)` (domain/due-diligence/texts.ts) the same object with the functions beside: no
//   getters to build at load, no message function per text, and a table nothing reads is dropped.
// The page then carries no module and no call for most of its texts. Plurals, and calls whose
// parameters cannot be written in without changing what runs (two that compute, say), stay calls
// to the grouped modules of area-messages.ts.

const root = path.resolve(import.meta.dirname, "..", "..");

/** Every catalogue's texts in `locale` that are strings (plurals are arrays), by key. */
function catalogueStrings(locale: string, base: string): Map<string, string> {
  const settings = JSON.parse(readFileSync(path.join(base, "project.inlang", "settings.json"), "utf8"));
  const patterns: string[] = settings["plugin.inlang.messageFormat"].pathPattern;
  const texts = new Map<string, string>();
  for (const pattern of patterns) {
    const file = path.join(base, pattern.replace("{locale}", locale));
    const catalogue = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    for (const [key, value] of Object.entries(catalogue)) if (typeof value === "string") texts.set(key, value);
  }
  return texts;
}

/** The plain texts (no parameter, no plural, no escape) of every catalogue in `locale`, by key. */
export function plainTexts(locale: string, base = root): Map<string, string> {
  return new Map([...catalogueStrings(locale, base)].filter(([, text]) => !/[{}\\]/.test(text)));
}

/** A text with parameters: its words, and the parameters' names between them ("par {name}": ["par ", { name }]). */
export type Template = (string | { name: string })[];

/** The texts with parameters and nothing else (no plural, no escape) of every catalogue in `locale`, by key. */
export function templateTexts(locale: string, base = root): Map<string, Template> {
  const templates = new Map<string, Template>();
  for (const [key, text] of catalogueStrings(locale, base)) {
    if (!/\{\w+\}/.test(text) || !/^(?:[^{}\\]|\{\w+\})*$/.test(text)) continue;
    templates.set(
      key,
      text.split(/\{(\w+)\}/).map((part, i) => (i % 2 ? { name: part } : part)),
    );
  }
  return templates;
}

/** What a one-language build writes in: plain texts and texts with parameters, by key. */
export type Texts = { plain: ReadonlyMap<string, string>; templates: ReadonlyMap<string, Template> };

/** The module whose `m` holds the messages, and the table builders whose calls become objects. */
const MESSAGES_MODULE = "@i18n/messages";
const TABLE_BUILDERS: Record<string, string> = {
  localized: "domain/i18n/localized",
  localizedTexts: "domain/due-diligence/texts",
};

/** An import's module relative to the project (`@domain/x` and `../x` alike), to compare with TABLE_BUILDERS. */
function moduleOf(source: string, id: string): string {
  if (source.startsWith("@domain/")) return source.slice(1);
  if (!source.startsWith(".")) return source;
  return path
    .relative(root, path.resolve(path.dirname(id), source))
    .split(path.sep)
    .join("/");
}

// The parts of oxc's ESTree that this file reads.
type Node = { type: string; start: number; end: number; [field: string]: unknown };
type Edit = { start: number; end: number; text: () => string };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const [field, value] of Object.entries(node)) {
    if (field === "type" || field === "start" || field === "end") continue;
    if (Array.isArray(value)) found.push(...value.filter(isNode));
    else if (isNode(value)) found.push(value);
  }
  return found;
}

/** Local names bound by `import { name } from "<source matching test>"`, by imported name. */
function importedNames(program: Node, test: (source: string) => boolean): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== "ImportDeclaration") continue;
    const source = (statement.source as { value: string }).value;
    if (!test(source)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type !== "ImportSpecifier") continue;
      const imported = specifier.imported as { name?: string; value?: string };
      names.set((specifier.local as { name: string }).name, imported.name ?? imported.value ?? "");
    }
  }
  return names;
}

/** Whether evaluating `node` computes nothing (a name, a literal, a property of one): it may move or go. */
function isSimple(node: Node): boolean {
  switch (node.type) {
    case "Identifier":
    case "Literal":
    case "ThisExpression":
      return true;
    case "TemplateLiteral":
      return (node.expressions as Node[]).length === 0;
    case "MemberExpression":
      return isSimple(node.object as Node) && (!node.computed || (node.property as Node).type === "Literal");
    case "TSAsExpression":
    case "TSNonNullExpression":
    case "ParenthesizedExpression":
      return isSimple(node.expression as Node);
    default:
      return false;
  }
}

/** Writes one file's texts in: the edits to make, rendered on demand so that edits can nest. */
class Rewriter {
  readonly edits: Edit[] = [];
  private readonly messages: string | undefined;
  private readonly builders = new Map<string, string>();
  /** The module's top-level `const NAME = { ... }` objects, for `localized(NAME)`. */
  private readonly objects = new Map<string, Node>();

  constructor(
    private readonly code: string,
    program: Node,
    private readonly texts: Texts,
    id: string,
  ) {
    this.messages = [...importedNames(program, (s) => s === MESSAGES_MODULE)].find(([, name]) => name === "m")?.[0];
    const builders = importedNames(program, (s) => Object.values(TABLE_BUILDERS).includes(moduleOf(s, id)));
    for (const [local, name] of builders) if (name in TABLE_BUILDERS) this.builders.set(local, name);
    for (let statement of program.body as Node[]) {
      if (statement.type === "ExportNamedDeclaration" && statement.declaration)
        statement = statement.declaration as Node;
      if (statement.type !== "VariableDeclaration" || statement.kind !== "const") continue;
      for (const declarator of statement.declarations as Node[]) {
        const id = declarator.id as Node & { name?: string };
        const init = declarator.init as Node | null;
        if (id.type === "Identifier" && init?.type === "ObjectExpression") this.objects.set(id.name ?? "", init);
      }
    }
    this.visit(program);
  }

  /** The source from `start` to `end` with the edits inside it made (the outermost of nested ones). */
  render(start: number, end: number): string {
    let out = "";
    let cursor = start;
    for (const edit of this.edits) {
      if (edit.start < cursor || edit.end > end) continue;
      out += this.code.slice(cursor, edit.start) + edit.text();
      cursor = edit.end;
    }
    return out + this.code.slice(cursor, end);
  }

  /** The key of `m.key` when `node` is one, else null. */
  private messageKey(node: Node): string | null {
    if (node.type !== "MemberExpression" || node.computed || !this.messages) return null;
    const object = node.object as Node & { name?: string };
    const property = node.property as Node & { name?: string };
    return object.type === "Identifier" && object.name === this.messages ? (property.name ?? null) : null;
  }

  private add(node: Node, text: () => string) {
    this.edits.push({ start: node.start, end: node.end, text });
  }

  private visit(node: Node) {
    if (node.type === "CallExpression") {
      const callee = node.callee as Node & { name?: string };
      const key = this.messageKey(callee);
      const args = node.arguments as Node[];
      const text = key === null ? undefined : this.texts.plain.get(key);
      if (text !== undefined && args.length === 0) return this.add(node, () => JSON.stringify(text));
      const template = key === null ? undefined : this.texts.templates.get(key);
      const filled = template && args.length === 1 ? this.filled(template, args[0] as Node) : null;
      if (filled) this.add(node, filled);
      const builder = callee.type === "Identifier" ? this.builders.get(callee.name ?? "") : undefined;
      if (builder) this.table(node, builder);
    } else {
      const key = this.messageKey(node);
      const text = key === null ? undefined : this.texts.plain.get(key);
      if (text !== undefined) return this.add(node, () => `(() => ${JSON.stringify(text)})`);
    }
    for (const child of children(node)) this.visit(child);
  }

  /**
   * A template literal of `template` with the values of `inputs` (an object written in the call)
   * in place of its parameters; null when that could change what runs: a parameter missing, an
   * input that computes left out or used twice, or inputs that compute in another order than the text's.
   */
  private filled(template: Template, inputs: Node): (() => string) | null {
    if (inputs.type !== "ObjectExpression") return null;
    const values = new Map<string, Node>();
    for (const property of inputs.properties as Node[]) {
      const key = property.key as (Node & { name?: string; value?: unknown }) | undefined;
      if (property.type !== "Property" || property.kind !== "init" || property.method || property.computed || !key)
        return null;
      values.set(key.type === "Identifier" ? (key.name ?? "") : String(key.value), property.value as Node);
    }
    const used = template.filter((part) => typeof part !== "string").map((part) => part.name);
    // The inputs that compute, each used once, in the text's order as in the call's.
    const computing = [...values].filter(([, value]) => !isSimple(value)).map(([name]) => name);
    if (computing.some((name) => used.filter((n) => n === name).length !== 1)) return null;
    if (used.filter((name) => computing.includes(name)).join() !== computing.join()) return null;
    if (used.some((name) => !values.has(name))) return null;
    return () =>
      `\`${template
        .map((part) => {
          if (typeof part === "string") return part.replace(/\\|`|\$\{/g, (c) => `\\${c}`);
          const value = values.get(part.name) as Node;
          return `\${${this.render(value.start, value.end)}}`;
        })
        .join("")}\``;
  }

  /** `localized({...})` as an object; `localizedTexts({...}, {...})` as one object of both. */
  private table(call: Node, builder: string) {
    const [messages, functions, ...rest] = call.arguments as Node[];
    if (!messages || rest.length > 0 || (builder === "localizedTexts") !== Boolean(functions)) return;
    const entries = this.entries(messages);
    if (!entries) return;
    let others: Node[] = [];
    if (functions) {
      if (functions.type !== "ObjectExpression") return;
      others = functions.properties as Node[];
    }
    // Added before the edits inside it, which its text renders.
    this.add(
      call,
      () => `({ ${[...entries.map((e) => e()), ...others.map((p) => this.render(p.start, p.end))].join(", ")} })`,
    );
  }

  /**
   * Each property of a messages object (written in the call, or a `const` of this module named
   * there) as the text of a property of the plain object; null when one cannot be.
   */
  private entries(argument: Node): (() => string)[] | null {
    const object =
      argument.type === "Identifier" ? this.objects.get((argument as { name?: string }).name ?? "") : argument;
    if (object?.type !== "ObjectExpression") return null;
    const entries: (() => string)[] = [];
    for (const property of object.properties as Node[]) {
      if (property.type !== "Property" || property.kind !== "init" || property.method) return null;
      const keyNode = property.key as Node;
      const key = () =>
        property.computed
          ? `[${this.render(keyNode.start, keyNode.end)}]`
          : this.code.slice(keyNode.start, keyNode.end);
      const value = property.value as Node;
      const messageKey = property.shorthand ? null : this.messageKey(value);
      const text = messageKey === null ? undefined : this.texts.plain.get(messageKey);
      if (text !== undefined) {
        entries.push(() => `${key()}: ${JSON.stringify(text)}`);
        continue;
      }
      const body = value.body as Node | undefined;
      const returned =
        value.type === "ArrowFunctionExpression" && value.expression && (value.params as Node[]).length === 0 && body
          ? () => this.render(body.start, body.end)
          : () => `(${this.render(value.start, value.end)})()`;
      entries.push(() => `get ${key()}() { return ${returned()}; }`);
    }
    return entries;
  }
}

/** `code` (TypeScript, JSX when `id` ends in .tsx) with its texts written in; null when nothing changed. */
export function inlinePlainMessages(code: string, texts: Texts, id: string): string | null {
  if (!code.includes(MESSAGES_MODULE) && !/\blocalized(Texts)?\(/.test(code)) return null;
  const program = parseAst(code, { lang: id.endsWith(".tsx") ? "tsx" : "ts" } as never, id) as unknown as Node;
  const rewriter = new Rewriter(code, program, texts, id);
  if (rewriter.edits.length === 0) return null;
  rewriter.edits.sort((a, b) => a.start - b.start || b.end - a.end);
  return rewriter.render(0, code.length);
}
