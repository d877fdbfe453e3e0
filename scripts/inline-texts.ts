import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// Finds user-visible words written inline in a web feature's components and pages, so a test can
// hold the rule that they live in the area's messages (decision 019), read through m.x(), a
// texts.ts or domain/constants: every word then has its translation. What counts as inline:
// - JSX text with a letter in it (`<Button>Ban</Button>`);
// - a string or template with a letter rendered straight into JSX, as a child or as a prop that
//   is not technical (`label="Reason"`, `title={`Ban ${name}?`}`, `{cond ? "never" : x}`);
// - the title or description of a toast (`toast.error("Error", ...)`);
// - anywhere else, a literal that reads as a word of English ("Founder", "Total Users").
// Never counted: class names (the arguments of cn/cva/clsx, a constant or property named
// `...Class`, `...ClassName` or `...Classes`), HTML markup ("<button "), an identifier made of
// capitalised words ("LoginPage", a lazily loaded page's export), a literal compared or
// switched on (`event.key === "ArrowDown"`), and one lowercase word or a path given to a prop that
// does not name anything (`kind="totp"`, `targetType="business"`, `callbackPath="/"`): values.

/** Props that never reach the reader's eyes or ears. */
const TECHNICAL_PROPS = new Set([
  "className",
  "id",
  "key",
  "to",
  "href",
  "type",
  "variant",
  "size",
  "value",
  "defaultValue",
  "autoComplete",
  "htmlFor",
  "role",
  "scope",
  "fill",
  "rx",
  "viewBox",
  "preserveAspectRatio",
  "strokeWidth",
  "inputMode",
  "side",
  "align",
  "orientation",
  "target",
  "rel",
  "method",
  "name",
  // Which word agreement a badge uses (VerifiedBadge), not a text.
  "subject",
]);

/** aria-* props that name or describe are read out; the others (aria-live, aria-hidden, ids) are not. */
const SPOKEN_ARIA = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "aria-roledescription",
  "aria-placeholder",
]);
const isTechnicalProp = (prop: string | null) =>
  prop !== null &&
  (TECHNICAL_PROPS.has(prop) || prop.startsWith("data-") || (prop.startsWith("aria-") && !SPOKEN_ARIA.has(prop)));

/** A prop whose name says it names or describes something (`label`, `confirmLabel`, `emptyText`, `alt`). */
const NAMING_PROP = /label|title|text|placeholder|^alt$|description|message|heading|^aria-/i;
/** One lowercase word or kebab/camel token ("totp", "one-time-code"), or a path ("/?next="): a value. */
const isValueToken = (text: string) => /^[a-z][a-z0-9]*(?:[-_A-Z][a-zA-Z0-9]*)*$|^\/\S*$/.test(text.trim());
const isMarkup = (text: string) => /^<\/?[a-z]/.test(text);

/** A literal held by a constant or property named for class names (`TAB_CLASS`, `itemClass`, `GRADIENT_CLASSES`). */
const CLASS_NAME_HOLDER = /class(?:_?name)?(?:es)?$/i;
function heldAsClassNames(node: ts.Node): boolean {
  let current = node.parent;
  while (
    ts.isArrayLiteralExpression(current) ||
    ts.isConditionalExpression(current) ||
    ts.isParenthesizedExpression(current)
  )
    current = current.parent;
  return (
    (ts.isVariableDeclaration(current) || ts.isPropertyAssignment(current)) &&
    CLASS_NAME_HOLDER.test(current.name.getText())
  );
}

/** Calls whose arguments are CSS class names. */
const CLASS_NAME_CALLS = new Set(["cn", "cva", "clsx"]);
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
/** `x === "ArrowDown"`, `case "Enter":`: the literal is matched against, never shown. */
const isCompared = (node: ts.Node) =>
  (ts.isBinaryExpression(node.parent) && COMPARISONS.has(node.parent.operatorToken.kind)) ||
  (ts.isCaseClause(node.parent) && node.parent.expression === node);

const hasLetter = (text: string) => /\p{L}/u.test(text);
/** A capitalised word, or several words: "Error", "Total Users", "by the team"; not an identifier ("LoginPage"). */
const readsAsWords = (text: string) =>
  !/^(?:\p{Lu}\p{Ll}+){2,}$/u.test(text) && (/^\p{Lu}\p{Ll}/u.test(text) || /\p{L}\s+\p{L}/u.test(text));

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ");
  return null;
}

const RENDERING_OPERATORS = new Set([
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
]);

/** Whether the literal is rendered as it is (not the argument of a call or inside a callback). */
function renderedDirectly(node: ts.Node): { prop: string | null } | null {
  let current: ts.Node = node.parent;
  while (current) {
    if (ts.isJsxExpression(current)) {
      const owner = current.parent;
      return { prop: owner && ts.isJsxAttribute(owner) ? owner.name.getText() : null };
    }
    if (ts.isJsxAttribute(current)) return { prop: current.name.getText() };
    if (
      ts.isCallExpression(current) ||
      ts.isArrowFunction(current) ||
      ts.isFunctionExpression(current) ||
      ts.isElementAccessExpression(current) ||
      ts.isBinaryExpression(current) ||
      ts.isBlock(current) ||
      ts.isSourceFile(current)
    ) {
      // `a + "text"`, `a ?? "text"`, `a || "text"`, `a && "text"` still render the text;
      // comparisons (`x === "founder"`) do not.
      if (ts.isBinaryExpression(current) && RENDERING_OPERATORS.has(current.operatorToken.kind)) {
        current = current.parent;
        continue;
      }
      return null;
    }
    current = current.parent;
  }
  return null;
}

const isToastCall = (node: ts.Node) => ts.isCallExpression(node) && /^toast\.\w+$/.test(node.expression.getText());

function violationsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.basename(file)}:${line + 1}: ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && CLASS_NAME_CALLS.has(node.expression.getText())) return;
    if (ts.isJsxText(node) && hasLetter(node.text)) report(node, node.text);
    const text = literalText(node);
    if (text !== null && hasLetter(text) && !isCompared(node) && !isMarkup(text) && !heldAsClassNames(node)) {
      const direct = renderedDirectly(node);
      const value = direct?.prop != null && !NAMING_PROP.test(direct.prop) && isValueToken(text);
      const parent = node.parent;
      const inToast =
        (isToastCall(parent) && (parent as ts.CallExpression).arguments[0] === node) ||
        (ts.isPropertyAssignment(parent) &&
          parent.name.getText() === "description" &&
          isToastCall(parent.parent?.parent));
      if (inToast || (direct && !isTechnicalProp(direct.prop) && !value) || (!direct && readsAsWords(text))) {
        report(node, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every inline user-visible text in the .tsx files under a feature's components/ and pages/ (either
 * may be absent), or with `wholeFolder` under the whole folder (web/src/components, web/src/app).
 */
export function inlineTextsIn(featureDir: string, { wholeFolder = false } = {}): string[] {
  return (wholeFolder ? [""] : ["components", "pages"]).flatMap((sub) => {
    const dir = path.join(featureDir, sub);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".tsx") && !name.endsWith(".test.tsx"))
      .sort()
      .flatMap((name) => violationsIn(path.join(dir, name)));
  });
}
