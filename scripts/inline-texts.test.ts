import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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

const scratch = mkdtempSync(path.join(tmpdir(), "kuza-inline-texts-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("no inline user-visible texts", () => {
  it.each([
    "admin",
    "businesses",
    "campaigns",
    "deals",
    "due-diligence",
    "founders",
    "investments",
    "investors",
    "matching",
    "messaging",
    "reports",
    "sample-data",
    "verification",
  ])("in web/src/features/%s", (feature) => {
    expect(inlineTextsIn(path.join(features, feature))).toEqual([]);
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
});
