import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Template, Texts } from "./message-texts.ts";
import {
  children,
  declaredNames,
  isSimple,
  keyName,
  type Node,
  nameOf,
  parseModule,
  root,
  valueImports,
} from "./source-ast.ts";

// In a one-language build (decision 019) the language never changes while a page runs, so a text
// can be written where it is used, as the code read before it had messages:
// - `m.accounts_signIn()` (a message with no parameters) becomes the text itself;
// - `m.businesses_byOwner({ name: owner })` (parameters, no plural) becomes `` `par ${owner}` ``;
// - `m.accounts_signIn` passed as a function (`title: m.app_titleHome`) becomes `() => "text"`;
// - a table `localized({ title: m.x, hint: () => m.y({ n }) })` (domain/i18n/localized.ts) becomes
//   the object `({ title: "text", get hint() { return m.y({ n }); } })`, and `localizedTexts(texts,
//   functions)` (domain/due-diligence/texts.ts) the same object with the functions beside: no
//   getters to build at load and no message function per text;
// - a read of such a table's plain text in another module (`T.title`, T imported) becomes the
//   text, so a page that reads three texts of a table of forty no longer carries the forty.
// Plurals, and calls whose parameters cannot be written in without changing what runs (two that
// compute in another order, say), stay calls to the grouped modules of area-messages.ts.

/** The module whose `m` holds the messages, and the table builders whose calls become objects. */
const MESSAGES_MODULE = "@i18n/messages";
const TABLE_BUILDERS: Record<string, string> = {
  localized: path.join(root, "domain", "i18n", "localized"),
  localizedTexts: path.join(root, "domain", "due-diligence", "texts"),
};

/** The plain texts of the tables each module exports: module (its path, moduleOf) → export → property → text. */
export type TextTables = Map<string, Map<string, Map<string, string>>>;

type Edit = { start: number; end: number; text: () => string };

/** Writes one file's texts in: the edits to make, rendered on demand so that edits can nest. */
class Rewriter {
  readonly edits: Edit[] = [];
  private readonly messages: string | undefined;
  private readonly builders = new Map<string, string>();
  /** The module's top-level `const NAME = ...` values, for `localized(NAME)` and the tables it exports. */
  private readonly consts = new Map<string, { init: Node; exported: boolean }>();
  /** Imported tables whose plain texts this module's reads become: local name → property → text. */
  private readonly reads = new Map<string, Map<string, string>>();

  constructor(
    private readonly code: string,
    private readonly program: Node,
    private readonly texts: Texts,
    id: string,
    tables: TextTables,
  ) {
    const declared = declaredNames(program);
    for (const [local, { name, module }] of valueImports(program, id)) {
      if (module === MESSAGES_MODULE && name === "m") this.messages = local;
      if (TABLE_BUILDERS[name] === module) this.builders.set(local, name);
      const table = tables.get(module)?.get(name);
      if (table && !declared.has(local)) this.reads.set(local, table);
    }
    for (let statement of program.body as Node[]) {
      const exported = statement.type === "ExportNamedDeclaration";
      if (exported && statement.declaration) statement = statement.declaration as Node;
      if (statement.type !== "VariableDeclaration" || statement.kind !== "const") continue;
      for (const declarator of statement.declarations as Node[]) {
        const name = nameOf(declarator.id as Node);
        if (name && declarator.init) this.consts.set(name, { init: declarator.init as Node, exported });
      }
    }
  }

  run(): this {
    this.visit(this.program);
    this.edits.sort((a, b) => a.start - b.start || b.end - a.end);
    return this;
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

  /**
   * The plain texts of the tables this module exports (`export const T = localized({...})`), and
   * of tables inside an exported object (`export const TOASTS = { saved: localized({...}) }`,
   * read as TOASTS.saved.title): property path → text.
   */
  exportedTables(): Map<string, Map<string, string>> {
    const tables = new Map<string, Map<string, string>>();
    for (const [name, { init, exported }] of this.consts) {
      const texts = new Map<string, string>();
      if (exported) this.tableTexts(init, "", texts);
      if (texts.size > 0) tables.set(name, texts);
    }
    return tables;
  }

  private tableTexts(value: Node, prefix: string, into: Map<string, string>) {
    while (value.type === "TSAsExpression" || value.type === "TSSatisfiesExpression") value = value.expression as Node;
    const builder = value.type === "CallExpression" && this.builders.has(nameOf(value.callee as Node) ?? "");
    const object = builder ? this.messagesObject(value) : value.type === "ObjectExpression" ? value : null;
    for (const property of (object?.properties as Node[] | undefined) ?? []) {
      const key = property.type === "Property" ? keyName(property) : null;
      if (key === null) continue;
      const text = builder ? this.plainText(property.value as Node) : undefined;
      if (text !== undefined) into.set(prefix + key, text);
      else if (!builder) this.tableTexts(property.value as Node, `${prefix}${key}.`, into);
    }
  }

  /** The text of `m.key` when `node` is one and the message is plain. */
  private plainText(node: Node | undefined): string | undefined {
    const key = node && this.messageKey(node);
    return key ? this.texts.plain.get(key) : undefined;
  }

  /** The key of `m.key` when `node` is one, else null. */
  private messageKey(node: Node): string | null {
    if (node.type !== "MemberExpression" || node.computed || !this.messages) return null;
    return nameOf(node.object as Node) === this.messages ? (nameOf(node.property as Node) ?? null) : null;
  }

  private add = (node: Node, text: () => string) => this.edits.push({ start: node.start, end: node.end, text });

  private visit(node: Node) {
    if (node.type === "CallExpression") {
      const callee = node.callee as Node;
      const key = this.messageKey(callee);
      const args = node.arguments as Node[];
      const text = this.plainText(callee);
      if (text !== undefined && args.length === 0) return this.add(node, () => JSON.stringify(text));
      const template = key === null ? undefined : this.texts.templates.get(key);
      const filled = template && args.length === 1 ? this.filled(template, args[0] as Node) : null;
      if (filled) this.add(node, filled);
      // A message still called (a plural, options) stays a call: only its inputs are looked into.
      if (key !== null) {
        for (const arg of args) this.visit(arg);
        return;
      }
      const builder = this.builders.get(nameOf(callee) ?? "");
      if (builder) this.table(node, builder);
    } else if (node.type === "MemberExpression") {
      const text = this.plainText(node) ?? this.tableText(node);
      if (text !== undefined && this.messageKey(node)) return this.add(node, () => `(() => ${JSON.stringify(text)})`);
      if (text !== undefined) return this.add(node, () => JSON.stringify(text));
    }
    for (const child of children(node)) this.visit(child);
  }

  /** The text of `T.key` (or `T.group.key`) when T is an imported table whose `key` is plain. */
  private tableText(node: Node): string | undefined {
    const path: string[] = [];
    let current = node;
    while (current.type === "MemberExpression") {
      const property = current.property as Node & { value?: unknown };
      const key = current.computed ? (typeof property.value === "string" ? property.value : null) : nameOf(property);
      if (key == null) return undefined;
      path.unshift(key);
      current = current.object as Node;
    }
    return this.reads.get(nameOf(current) ?? "")?.get(path.join("."));
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
      const key = property.type === "Property" && property.kind === "init" ? keyName(property) : null;
      if (key === null || property.method) return null;
      values.set(key, property.value as Node);
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

  /** The messages object of a builder's call: written in it, or a `const` of this module it names. */
  private messagesObject(call: Node): Node | null {
    const [argument] = call.arguments as Node[];
    const named = nameOf(argument);
    const object = named === undefined ? argument : this.consts.get(named)?.init;
    return object?.type === "ObjectExpression" ? object : null;
  }

  /** `localized({...})` as an object; `localizedTexts({...}, {...})` as one object of both. */
  private table(call: Node, builder: string) {
    const [, functions, ...rest] = call.arguments as Node[];
    if (rest.length > 0 || (builder === "localizedTexts") !== Boolean(functions)) return;
    const entries = this.entries(this.messagesObject(call));
    if (!entries || (functions && functions.type !== "ObjectExpression")) return;
    const others = (functions?.properties as Node[] | undefined) ?? [];
    // Added before the edits inside it, which its text renders.
    this.add(
      call,
      () => `({ ${[...entries.map((e) => e()), ...others.map((p) => this.render(p.start, p.end))].join(", ")} })`,
    );
  }

  /** Each property of a messages object as the text of a property of the plain object; null when one cannot be. */
  private entries(object: Node | null): (() => string)[] | null {
    if (!object) return null;
    const entries: (() => string)[] = [];
    for (const property of object.properties as Node[]) {
      if (property.type !== "Property" || property.kind !== "init" || property.method) return null;
      const keyNode = property.key as Node;
      const key = () =>
        property.computed
          ? `[${this.render(keyNode.start, keyNode.end)}]`
          : this.code.slice(keyNode.start, keyNode.end);
      const value = property.value as Node;
      const text = property.shorthand ? undefined : this.plainText(value);
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

/**
 * The plain texts of every table that the browser's modules (web/src and domain under `base`,
 * tests left out) export, for inlinePlainMessages to write in where another module reads them.
 */
export function textTables(texts: Texts, base = root): TextTables {
  const tables: TextTables = new Map();
  for (const top of ["web/src", "domain"]) {
    for (const file of readdirSync(path.join(base, top), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const id = path.join(base, top, file);
      const code = readFileSync(id, "utf8");
      if (!/\blocalized(Texts)?\(/.test(code)) continue;
      const exported = new Rewriter(code, parseModule(code, id), texts, id, new Map()).exportedTables();
      if (exported.size > 0) tables.set(id.replace(/\.tsx?$/, ""), exported);
    }
  }
  return tables;
}

const namesOfTables = new WeakMap<TextTables, RegExp>();
/** A pattern matching a module that names one of the tables (the others are not parsed). */
function tableNames(tables: TextTables): RegExp {
  let names = namesOfTables.get(tables);
  if (!names) {
    const all = [...tables.values()].flatMap((exported) => [...exported.keys()]);
    names = all.length > 0 ? new RegExp(`\\b(${all.join("|")})\\b`) : /(?!)/;
    namesOfTables.set(tables, names);
  }
  return names;
}

/** `code` (TypeScript, JSX when `id` ends in .tsx) with its texts written in; null when nothing changed. */
export function inlinePlainMessages(
  code: string,
  texts: Texts,
  id: string,
  tables: TextTables = new Map(),
): string | null {
  if (!code.includes(MESSAGES_MODULE) && !/\blocalized(Texts)?\(/.test(code) && !tableNames(tables).test(code))
    return null;
  const rewriter = new Rewriter(code, parseModule(code, id), texts, id, tables).run();
  return rewriter.edits.length === 0 ? null : rewriter.render(0, code.length);
}
