import { IMAGE_MAX_BYTES } from "@domain/constants/uploads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody, registerFounder, signIn } from "../testing/accounts";
import { signedInInvestor } from "../testing/catalogue";
import { createClient, createTestApp, TEST_ORIGIN } from "../testing/test-app";

// API answers carry personal data, so every one of them says no-store: those of the routes and
// also the refusals that middleware makes before any route runs.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

type Answer = { status: number; headers: Headers; json?: unknown };
function expectNoStore(res: Answer, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("cache-control")).toBe("no-store");
}

describe("cache-control: no-store on every /api answer", () => {
  it("on a cross-origin write refused by the origin check (403)", async () => {
    const client = createClient(t.app);
    await registerFounder(client);
    const res = await client.put("/api/founder/business", { businessName: "X" }, { origin: "https://evil.example" });
    expectNoStore(res, 403);
    expectErrorBody(res.json, "FORBIDDEN");
    expectNoStore(await signIn(createClient(t.app), "a@example.com", "x"), 401);
    const authRefused = await createClient(t.app).post(
      "/api/auth/sign-in/email",
      { email: "a@example.com", password: "x" },
      { origin: "https://evil.example" },
    );
    expectNoStore(authRefused, 403);
  });

  it("on a role refused by the API's access table (403), a missing session (401) and an unknown route (404)", async () => {
    const { client } = await signedInInvestor(t.app);
    expectNoStore(await client.get("/api/founder/campaigns"), 403);
    expectNoStore(await createClient(t.app).get("/api/investor/dashboard"), 401);
    expectNoStore(await client.get("/api/no-such-route"), 404);
  });

  it("on a JSON body over the API's 1 MB limit (413)", async () => {
    const { client } = await signedInInvestor(t.app);
    const res = await client.put("/api/investor/profile", { bio: "x".repeat(1024 * 1024 + 1) });
    expectNoStore(res, 413);
    expectErrorBody(res.json, "PAYLOAD_TOO_LARGE");
  });

  it("on an upload over the image limit (413)", async () => {
    const client = createClient(t.app);
    await registerFounder(client);
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const body = new FormData();
    body.set("file", new File([new Uint8Array(IMAGE_MAX_BYTES + 128 * 1024)], "big.png", { type: "image/png" }));
    const res = await t.app.request("/api/uploads/images?folder=logos", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie },
      body,
    });
    expectNoStore(res, 413);
    expectErrorBody(await res.json(), "PAYLOAD_TOO_LARGE");
  });
});
