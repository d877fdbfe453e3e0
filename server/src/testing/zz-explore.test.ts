import { test } from "vitest";
import { readOutbox, registerFounder } from "./accounts";
import { createClient, createTestApp } from "./test-app";

test("explore", async () => {
  const t = await createTestApp({ rateLimit: "off" });
  const f = await registerFounder(createClient(t.app));
  for (const redirectTo of ["https://evil.example/steal", "//evil.example/x", "/\\evil.example", "/%2F%2Fevil.example", "http://localhost:3000.evil.example/", "/reset-password"]) {
    const r = await createClient(t.app).post("/api/auth/request-password-reset", { email: f.email, redirectTo });
    console.log("POST", redirectTo, r.status, JSON.stringify(r.json), readOutbox(t.dataDir).length);
  }
  for (const cb of ["https%3A%2F%2Fevil.example", "%2F%2Fevil.example", "%2F%5Cevil.example"]) {
    const g = await t.app.request(`/api/auth/reset-password/sometoken?callbackURL=${cb}`);
    console.log("GET", cb, g.status, g.headers.get("location"), await g.text());
  }
  await t.close();
});
