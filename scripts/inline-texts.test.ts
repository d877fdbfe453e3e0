import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlineTextsIn } from "./inline-texts";
import { serverInlineTextsIn } from "./server-texts";

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

// The server's texts a user reads (API errors, notifications, e-mails, sample data's results) are
// messages of server/src/messages or domain texts, so each reader gets them in their language.

const SERVER_FIXTURE = `
import { m } from "@i18n/messages";
const GONE = "This download link has expired.";
const CHANNEL = "kuza_events";
export async function handler(c: Context, db: Database, mailer: Mailer, logger: Logger, id: string) {
  logger.warn(\`Nobody owns file \${id}\`);
  if (!id) throw new AppError("NOT_FOUND", "No such file");
  if (id === "old") throw new AppError("FORBIDDEN", GONE);
  if (id === "taken") throw new AppError("CONFLICT", m.server_taken(), { id: [m.server_taken()] });
  await db.execute(sql\`select pg_notify(\${CHANNEL}, 'Hello there')\`);
  if (id === "bad") throw new Error("Storage key escapes its directory");
  const message = id.length > 9 ? "Too long" : m.server_tooShort();
  await notify(db, { userId: id, key: "message.new", params: { name: id }, description: "Sent you a message" });
  await mailer.send({ to: "a@example.com", subject: \`Welcome to \${id}\`, text: m.server_welcome() });
  return c.json(errorBody("VALIDATION_FAILED", message), 400);
}
`;

describe("no inline user-facing texts in the server", () => {
  it("in server/src", () => {
    expect(serverInlineTextsIn(path.resolve(import.meta.dirname, "..", "server", "src"))).toEqual([]);
  });

  it("finds error messages, notification and e-mail texts, not logs, SQL, thrown Errors or codes", () => {
    const dir = path.join(scratch, "server");
    mkdirSync(path.join(dir, "mail"), { recursive: true });
    writeFileSync(path.join(dir, "handler.ts"), SERVER_FIXTURE);
    writeFileSync(path.join(dir, "handler.test.ts"), 'throw new AppError("NOT_FOUND", "Only a test");');
    writeFileSync(
      path.join(dir, "mail", "templates.ts"),
      'export const mail = () => ({ subject: "Reset your password", html: \'<p style="margin: 0">\' });',
    );
    expect(serverInlineTextsIn(dir).map((v) => v.replace(/^[^:]+:\d+: /, ""))).toEqual([
      '"This download link has expired."',
      '"No such file"',
      '"Too long"',
      '"Sent you a message"',
      '"Welcome to"',
      '"Reset your password"',
    ]);
  });
});
