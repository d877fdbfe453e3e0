import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { user } from "../db/schema";
import { readOutbox, registerFounder } from "../testing/accounts";
import { admin } from "../testing/messaging";
import { createClient, createTestApp } from "../testing/test-app";
import type { Mail } from "./mailer";

// E-mails in their recipient's language (decision 019): the saved one, else the request's.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const FRENCH = { "accept-language": "fr-CI,fr;q=0.9" };
const ENGLISH = { "accept-language": "en" };

/** Every mail sent while `work` runs, as the templates made it. */
async function mailsDuring(work: () => Promise<unknown>): Promise<Mail[]> {
  const sent: Mail[] = [];
  const original = t.deps.mailer.send;
  const spy = vi.spyOn(t.deps.mailer, "send").mockImplementation(async (mail) => {
    sent.push(mail);
    await original(mail);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

const requestReset = (email: string, headers: Record<string, string>) =>
  createClient(t.app).post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }, headers);

describe("the password reset e-mail", () => {
  it("is in French for a user who saved French, whatever the page that asked speaks", async () => {
    const client = createClient(t.app);
    const founder = await registerFounder(client, { fullName: "Aïssatou Diallo" });
    await client.patch("/api/account/locale", { locale: "fr" });
    const [mail] = await mailsDuring(() => requestReset(founder.email, ENGLISH));
    expect(mail?.subject).toBe("Réinitialisez votre mot de passe Kuza");
    expect(mail?.text).toMatch(/^Bonjour Aïssatou Diallo,\n\nQuelqu’un a demandé à réinitialiser le mot de passe/);
    expect(mail?.text).toContain("Le lien ne fonctionne qu’une fois et expire au bout d’une heure.");
    expect(mail?.html).toContain('<html lang="fr">');
    expect(mail?.html).toContain(">Choisir un nouveau mot de passe</a>");
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(mail?.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    // And it is the mail that went out.
    expect(readOutbox(t.dataDir).filter((m) => m.to === founder.email)).toHaveLength(1);
  });

  it("follows the page's language when the user saved none", async () => {
    const founder = await registerFounder(createClient(t.app));
    const [french] = await mailsDuring(() => requestReset(founder.email, FRENCH));
    expect(french?.subject).toBe("Réinitialisez votre mot de passe Kuza");
    const [english] = await mailsDuring(() => requestReset(founder.email, ENGLISH));
    expect(english?.subject).toBe("Reset your Kuza password");
    expect(english?.text).toContain("Open this link to choose a new one:");
    expect(english?.html).toContain('<html lang="en">');
  });

  it("escapes what the user wrote in its HTML", async () => {
    const founder = await registerFounder(createClient(t.app), { fullName: "Ama <b>Bold</b>" });
    const [mail] = await mailsDuring(() => requestReset(founder.email, ENGLISH));
    expect(mail?.html).toContain("Hello Ama &lt;b&gt;Bold&lt;/b&gt;,");
  });
});

describe("the support e-mail", () => {
  it("reaches each admin in their own language", async () => {
    const french = await admin(t);
    const english = await admin(t);
    await t.deps.db.update(user).set({ locale: "fr" }).where(eq(user.id, french.id));
    await t.deps.db.update(user).set({ locale: "en" }).where(eq(user.id, english.id));
    const founder = createClient(t.app);
    const me = await registerFounder(founder, { fullName: "Moussa Traoré" });
    const mails = await mailsDuring(() =>
      founder.post("/api/support", { subject: "Pitch deck", message: "L’envoi échoue." }, FRENCH),
    );
    const to = (email: string) => mails.find((mail) => mail.to === email);
    expect(to(french.profile.email)).toMatchObject({
      subject: "Demande d’assistance Kuza\u00a0: Pitch deck",
      text: `De\u00a0: Moussa Traoré <${me.email}> (fondateur)\nRépondre à\u00a0: ${me.email}\n\nL’envoi échoue.`,
    });
    expect(to(english.profile.email)).toMatchObject({
      subject: "Kuza support request: Pitch deck",
      text: `From: Moussa Traoré <${me.email}> (founder)\nReply to: ${me.email}\n\nL’envoi échoue.`,
    });
    expect(to(english.profile.email)?.html).toContain("<p>L’envoi échoue.</p>");
  });
});
