import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// Finds user-visible words written inline in a web feature's components and pages, so a test can
// hold the rule that they live in the feature's texts.ts (or domain/constants): then a translation
// is a matter of moving strings. What counts as inline:
// - JSX text with a letter in it (`<Button>Ban</Button>`);
// - a string or template with a letter rendered straight into JSX, as a child or as a prop that
//   is not technical (`label="Reason"`, `title={`Ban ${name}?`}`, `{cond ? "never" : x}`);
// - the title or description of a toast (`toast.error("Error", ...)`);
// - anywhere else, a literal that reads as a word of English ("Founder", "Total Users").

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

const hasLetter = (text: string) => /\p{L}/u.test(text);
/** A capitalised word, or several words: "Error", "Total Users", "by the team". */
const readsAsWords = (text: string) => /^\p{Lu}\p{Ll}/u.test(text) || /\p{L}\s+\p{L}/u.test(text);

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
    if (ts.isJsxText(node) && hasLetter(node.text)) report(node, node.text);
    const text = literalText(node);
    if (text !== null && hasLetter(text)) {
      const direct = renderedDirectly(node);
      const parent = node.parent;
      const inToast =
        (isToastCall(parent) && (parent as ts.CallExpression).arguments[0] === node) ||
        (ts.isPropertyAssignment(parent) &&
          parent.name.getText() === "description" &&
          isToastCall(parent.parent?.parent));
      if (inToast || (direct && !isTechnicalProp(direct.prop)) || (!direct && readsAsWords(text))) {
        report(node, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every inline user-visible text in the .tsx files under a feature's components/ and pages/ (either may be absent). */
export function inlineTextsIn(featureDir: string): string[] {
  return ["components", "pages"].flatMap((sub) => {
    const dir = path.join(featureDir, sub);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".tsx") && !name.endsWith(".test.tsx"))
      .sort()
      .flatMap((name) => violationsIn(path.join(dir, name)));
  });
}
