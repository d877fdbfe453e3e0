import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlineTextsIn } from "./inline-texts";

// Screens whose every user-visible word (labels, buttons, aria-labels, toasts) lives in the
// feature's texts.ts, or in domain/constants when the server says it too: a French translation is
// then a matter of moving strings. A feature joins this list once its inline texts are moved.

const features = path.resolve(import.meta.dirname, "..", "web", "src", "features");

// Each inline text the check must find, beside technical strings it must leave alone.
const FIXTURE = `
const LABELS = { founder: "Founder" };
export function Row({ name, last, kind }: { name: string; last: string | null; kind: string }) {
  const fail = () => toast.error("Error", { description: T.failed });
  return (
    <li className="flex items-center gap-2" aria-live="polite" id="row-hint">
      <Button variant="outline" onClick={() => run(kind === "founder" ? "kyc" : "ban")}>
        Ban
      </Button>
      <ReasonDialog label="Reason" title={\`Ban \${name}?\`} confirmLabel={T.confirm} onConfirm={fail} />
      <span>{last ?? "never"}</span>
      <span>{LABELS[kind as "founder"]}</span>
    </li>
  );
}
`;

// Class names, markup, identifiers, compared keys and values given to props that name nothing are not texts.
const VALUES_FIXTURE = `
const TAB_CLASS = "rounded-md px-4 text-sm";
const GRADIENT_CLASSES = ["bg-linear-to-br from-primary/80", "bg-linear-to-tr from-brand"];
const load = lazyPage(() => import("./login-page"), "LoginPage");
export function Box({ active, next }: { active: boolean; next: string }) {
  const onKey = (event: KeyboardEvent) => event.key === "ArrowDown" && move();
  const html = markup.replaceAll("<button ", "<button disabled ");
  return (
    <div className={cn("flex items-center gap-2", active ? "bg-accent text-accent-foreground" : "hover:bg-muted")}>
      <CodeForm kind="totp" autoCapitalize="off" callbackPath={\`/?next=\${next}\`} label="Code" />
    </div>
  );
}
`;

const scratch = mkdtempSync(path.join(tmpdir(), "kuza-inline-texts-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("no inline user-visible texts", () => {
  // Every feature, including one added tomorrow.
  it.each(readdirSync(features))("in web/src/features/%s", (feature) => {
    expect(inlineTextsIn(path.join(features, feature))).toEqual([]);
  });

  it.each(["components", "app"])("in web/src/%s (the whole folder)", (folder) => {
    expect(inlineTextsIn(path.join(features, "..", "..", folder), { wholeFolder: true })).toEqual([]);
  });

  it("finds JSX text, rendered props, toasts and word-like literals, not technical strings", () => {
    for (const sub of ["components", "pages"]) mkdirSync(path.join(scratch, sub));
    writeFileSync(path.join(scratch, "components", "row.tsx"), FIXTURE);
    expect(inlineTextsIn(scratch).map((v) => v.replace(/^[^:]+:\d+: /, ""))).toEqual([
      '"Founder"',
      '"Error"',
      '"Ban"',
      '"Reason"',
      '"Ban  ?"',
      '"never"',
    ]);
  });

  it("leaves class names, markup, identifiers, compared keys and prop values alone, not a naming prop", () => {
    const dir = path.join(scratch, "values");
    mkdirSync(dir);
    writeFileSync(path.join(dir, "box.tsx"), VALUES_FIXTURE);
    expect(inlineTextsIn(dir, { wholeFolder: true }).map((v) => v.replace(/^[^:]+:\d+: /, ""))).toEqual(['"Code"']);
  });
});
