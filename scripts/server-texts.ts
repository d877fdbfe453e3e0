import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// The server's side of the inline-text check (decision 019): finds English written inline in
// server/src where a user reads it, so every such text is a message of server/src/messages (or a
// domain text) and speaks the reader's language. Where a user reads server text:
// - the message and field errors of an API error (`new AppError(code, ...)`, `errorBody(code, ...)`);
// - what a notification says (the object given to `notify(...)` or `notificationValues(...)`);
// - an e-mail (the object given to `mailer.send(...)`, and every text of server/src/mail/);
// - a result's `error:` (sample data's results);
// and, in any of those, a module constant they name (`const NOT_FOUND = "No such file"`).
// Not read by users, so not checked: logs, thrown Errors (answered as a generic 500), SQL, codes,
// keys, paths, the API's own description (createRoute's summary), tests and test helpers.

/** A capitalised word, or several words: "Not found", "No such file", "Hello {name}". */
const readsAsWords = (text: string) => /^\p{Lu}\p{Ll}/u.test(text) || /\p{L}\s+\p{L}/u.test(text);

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ");
  return null;
}

const calleeName = (call: ts.CallExpression | ts.NewExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return "";
};
const receiverName = (call: ts.CallExpression) => {
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) ? callee.expression.getText() : "";
};

/** `x` in `M.x` or `{ x: 1 }`: a name, not a variable. */
const isPropertyName = (node: ts.Identifier) =>
  (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) ||
  (ts.isPropertyAssignment(node.parent) && node.parent.name === node);

/** Calls whose arguments are never shown to a user, whatever they hold. */
function isSilentCall(node: ts.Node): boolean {
  if (!ts.isCallExpression(node)) return false;
  const receiver = receiverName(node);
  return /(^|\.)(logger|console)$/.test(receiver) || calleeName(node) === "createRoute";
}

/** Where a user reads the text: which arguments of which call or constructor. */
function userFacingArguments(node: ts.Node): readonly ts.Expression[] {
  if (ts.isNewExpression(node) && calleeName(node) === "AppError") return (node.arguments ?? []).slice(1);
  if (!ts.isCallExpression(node)) return [];
  const name = calleeName(node);
  if (name === "errorBody") return node.arguments.slice(1);
  if (name === "notify" || name === "notificationValues") return node.arguments.slice(1);
  if (name === "send" && /mail/i.test(receiverName(node))) return node.arguments;
  return [];
}

function violationsIn(file: string, everyText: boolean): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = new Map<number, string>();
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.set(node.getStart(), `${path.basename(file)}:${line + 1}: ${JSON.stringify(text.trim())}`);
  };

  // Variables, by name: a user-facing place that names one is checked through its value too
  // (`const NOT_FOUND = "No such file"`, `const message = a ? b : "Request failed"`).
  const variables = new Map<string, ts.Expression[]>();
  const gather = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      variables.set(node.name.text, [...(variables.get(node.name.text) ?? []), node.initializer]);
    ts.forEachChild(node, gather);
  };
  gather(source);
  const followed = new Set<ts.Node>();

  /** Every word-like literal in a user-facing expression (and in the variables it names). */
  const collect = (node: ts.Node): void => {
    if (isSilentCall(node) || ts.isTaggedTemplateExpression(node)) return;
    const text = literalText(node);
    if (text !== null && readsAsWords(text)) report(node, text);
    const named = ts.isIdentifier(node) && !isPropertyName(node) ? (variables.get(node.text) ?? []) : [];
    for (const value of named) {
      // An awaited value is data (a row, an answer), not a text written here.
      if (followed.has(value) || ts.isAwaitExpression(value)) continue;
      followed.add(value);
      collect(value);
    }
    // A property's name is never shown; its value may be.
    if (ts.isPropertyAssignment(node)) collect(node.initializer);
    else ts.forEachChild(node, collect);
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || isSilentCall(node)) return;
    if (ts.isTaggedTemplateExpression(node)) return;
    for (const argument of userFacingArguments(node)) collect(argument);
    if (ts.isPropertyAssignment(node) && node.name.getText() === "error") collect(node.initializer);
    if (everyText) {
      // An e-mail template's every text, except its HTML markup ("<p style=...>").
      const text = literalText(node);
      if (text !== null && !text.trimStart().startsWith("<") && readsAsWords(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
}

const SKIPPED_DIRS = new Set(["testing", "reliability", "migrations", "messages", "security"]);
const isChecked = (name: string) =>
  name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".reliability.ts") && !name.endsWith(".d.ts");

/** Every user-facing text written inline in the server's .ts files under `dir` (server/src). */
export function serverInlineTextsIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => isChecked(name) && !name.split(path.sep).some((part) => SKIPPED_DIRS.has(part)))
    .sort()
    .flatMap((name) => violationsIn(path.join(dir, name), name.split(path.sep).includes("mail")));
}
