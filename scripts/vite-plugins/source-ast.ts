import path from "node:path";
import { parseAst } from "vite";

// What inline-messages.ts and text-tables.ts read of a source file's syntax tree (oxc's ESTree,
// through Vite's parseAst): positions are UTF-16 offsets into the source, as String#slice counts.

export type Node = { type: string; start: number; end: number; [field: string]: unknown };

export const root = path.resolve(import.meta.dirname, "..", "..");

/** The syntax tree of a TypeScript module (TSX when `id` ends in .tsx). */
export function parseModule(code: string, id: string): Node {
  return parseAst(code, { lang: id.endsWith(".tsx") ? "tsx" : "ts" } as never, id) as unknown as Node;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

export function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const [field, value] of Object.entries(node)) {
    if (field === "type" || field === "start" || field === "end") continue;
    if (Array.isArray(value)) found.push(...value.filter(isNode));
    else if (isNode(value)) found.push(value);
  }
  return found;
}

export const nameOf = (node: Node | null | undefined): string | undefined =>
  node?.type === "Identifier" ? (node as { name?: string }).name : undefined;

/**
 * An import's module as an absolute path without extension: `@domain/x`, `@web/x` and `./x`
 * alike; other imports (packages, `@i18n/...`) as written.
 */
function moduleOf(source: string, importer: string): string {
  let module: string;
  if (source.startsWith("@domain/")) module = path.join(root, "domain", source.slice(8));
  else if (source.startsWith("@web/")) module = path.join(root, "web", "src", source.slice(5));
  else if (source.startsWith(".")) module = path.resolve(path.dirname(importer), source);
  else return source;
  return module.replace(/\.tsx?$/, "");
}

/** Each value import of the module: local name → imported name and module (moduleOf). */
export function valueImports(program: Node, importer: string): Map<string, { name: string; module: string }> {
  const names = new Map<string, { name: string; module: string }>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== "ImportDeclaration" || statement.importKind === "type") continue;
    const module = moduleOf((statement.source as { value: string }).value, importer);
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type !== "ImportSpecifier" || specifier.importKind === "type") continue;
      const imported = specifier.imported as { name?: string; value?: string };
      const local = nameOf(specifier.local as Node) ?? "";
      names.set(local, { name: imported.name ?? imported.value ?? "", module });
    }
  }
  return names;
}

/** The names a pattern binds (`a`, `{ a, b: [c] }`, `...d`, `e = 1`). */
function patternNames(pattern: Node | null | undefined, into: Set<string>) {
  if (!pattern) return;
  switch (pattern.type) {
    case "Identifier":
      into.add(nameOf(pattern) ?? "");
      return;
    case "ObjectPattern":
      for (const property of pattern.properties as Node[])
        patternNames((property.type === "RestElement" ? property.argument : property.value) as Node, into);
      return;
    case "ArrayPattern":
      for (const element of pattern.elements as (Node | null)[]) patternNames(element, into);
      return;
    case "RestElement":
      return patternNames(pattern.argument as Node, into);
    case "AssignmentPattern":
      return patternNames(pattern.left as Node, into);
    case "TSParameterProperty":
      return patternNames(pattern.parameter as Node, into);
  }
}

/** Every name the module declares anywhere (variables, functions, classes, parameters), imports left out. */
export function declaredNames(program: Node): Set<string> {
  const names = new Set<string>();
  const visit = (node: Node) => {
    if (node.type === "VariableDeclarator") patternNames(node.id as Node, names);
    if (/^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(node.type)) {
      patternNames(node.id as Node, names);
      for (const param of node.params as Node[]) patternNames(param, names);
    }
    if (node.type === "ClassDeclaration" || node.type === "ClassExpression") patternNames(node.id as Node, names);
    if (node.type === "CatchClause") patternNames(node.param as Node, names);
    for (const child of children(node)) visit(child);
  };
  visit(program);
  return names;
}

/** Whether evaluating `node` computes nothing (a name, a literal, a property of one): it may move or go. */
export function isSimple(node: Node): boolean {
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

/** The name of a property's key when it is written out (`a: ...`, `"a-b": ...`), else null. */
export function keyName(property: Node): string | null {
  if (property.computed) return null;
  const key = property.key as Node & { name?: string; value?: unknown };
  if (key.type === "Identifier") return key.name ?? null;
  return key.type === "Literal" && typeof key.value === "string" ? key.value : null;
}
