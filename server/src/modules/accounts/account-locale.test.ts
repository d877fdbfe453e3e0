import { LOCALE_COOKIE } from "@domain/i18n/locales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { founderInput, registerInvestor, userRowByEmail } from "../../testing/accounts";
import { createClient, createTestApp } from "../../testing/test-app";

// The reader's language (decision 019): a signed-in user's saved one, else the kuza-locale cookie,
// else Accept-Language; and PATCH /api/account/locale, which saves it.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const FRENCH = { "accept-language": "fr-SN,fr;q=0.9,en;q=0.5" };
const ENGLISH = { "accept-language": "en-GB,en;q=0.9" };

describe("the request's language", () => {
  it("follows Accept-Language for the server's own errors", async () => {
    const visitor = createClient(t.app);
    expect((await visitor.get("/api/me", FRENCH)).json.error).toEqual({
      code: "UNAUTHENTICATED",
      message: "Veuillez vous connecter pour continuer.",
    });
    expect((await visitor.get("/api/me", ENGLISH)).json.error.message).toBe("Please sign in to continue.");
    expect((await visitor.get("/api/me")).json.error.message).toBe("Please sign in to continue.");
    expect((await visitor.get("/api/no-such-route", FRENCH)).json.error.message).toBe(
      "Cette route de l’API n’existe pas",
    );
  });

  it("gives French validation messages to a French Accept-Language", async () => {
    const client = createClient(t.app);
    await registerInvestor(client);
    const french = await client.patch("/api/account/locale", { locale: "de" }, FRENCH);
    expect(french.status).toBe(400);
    expect(french.json.error.code).toBe("VALIDATION_FAILED");
    expect(french.json.error.message).toBe("Choisissez l’une des options proposées");
    expect(french.json.error.fields.locale).toEqual(["Choisissez l’une des options proposées"]);
    const english = await client.patch("/api/account/locale", { locale: "de" }, ENGLISH);
    expect(english.json.error.message).toMatch(/^Invalid option/);
  });

  it("prefers the visitor's cookie to Accept-Language", async () => {
    const visitor = createClient(t.app);
    visitor.jar.set(LOCALE_COOKIE, "fr");
    expect((await visitor.get("/api/me", ENGLISH)).json.error.message).toBe("Veuillez vous connecter pour continuer.");
    visitor.jar.set(LOCALE_COOKIE, "klingon");
    expect((await visitor.get("/api/me", FRENCH)).json.error.message).toBe("Veuillez vous connecter pour continuer.");
  });
});

describe("PATCH /api/account/locale", () => {
  it("saves the signed-in user's language, which the session answer carries", async () => {
    const client = createClient(t.app);
    await registerInvestor(client);
    expect((await client.get("/api/session")).json.viewer.locale).toBeNull();

    const saved = await client.patch("/api/account/locale", { locale: "fr" });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ locale: "fr" });
    expect((await client.get("/api/session")).json.viewer.locale).toBe("fr");
    expect((await client.get("/api/me")).json.locale).toBe("fr");

    expect((await client.patch("/api/account/locale", { locale: "en" })).json).toEqual({ locale: "en" });
    expect((await client.get("/api/me")).json.locale).toBe("en");
  });

  it("is for signed-in users only", async () => {
    const visitor = createClient(t.app);
    const res = await visitor.patch("/api/account/locale", { locale: "fr" });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("UNAUTHENTICATED");
  });

  it("makes the saved language win over the cookie and Accept-Language", async () => {
    const client = createClient(t.app);
    await registerInvestor(client);
    await client.patch("/api/account/locale", { locale: "fr" });
    client.jar.set(LOCALE_COOKIE, "en");
    // An investor on a founder's route: the guard's refusal, in the saved language.
    const refused = await client.get("/api/founder/business", ENGLISH);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({ code: "FORBIDDEN", message: "Votre rôle ne le permet pas." });

    await client.patch("/api/account/locale", { locale: "en" }, FRENCH);
    client.jar.set(LOCALE_COOKIE, "fr");
    expect((await client.get("/api/founder/business", FRENCH)).json.error.message).toBe(
      "Your role does not allow this.",
    );
  });
});

describe("registration", () => {
  it("keeps the language the visitor chose before registering", async () => {
    const client = createClient(t.app);
    client.jar.set(LOCALE_COOKIE, "fr");
    const input = founderInput();
    expect((await client.post("/api/accounts/register", input)).status).toBe(201);
    expect((await client.get("/api/session")).json.viewer.locale).toBe("fr");
    expect((await userRowByEmail(t.deps.db, input.email))?.locale).toBe("fr");
  });

  it("saves nothing when the visitor chose nothing (Accept-Language is not a choice)", async () => {
    const client = createClient(t.app);
    const input = founderInput();
    await client.post("/api/accounts/register", input, FRENCH);
    expect((await userRowByEmail(t.deps.db, input.email))?.locale).toBeNull();
  });
});
