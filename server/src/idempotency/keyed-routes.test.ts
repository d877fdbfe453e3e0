import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEYED_SCENES, newKey } from "../testing/keyed-scenes";
import { createTestApp } from "../testing/test-app";

// Every creating JSON route under an Idempotency-Key (decision 025): a replay answers the first
// answer and makes no second row; the same key with another body answers 422 and changes nothing;
// an ill-formed key answers 400; another user's same key is theirs alone.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe.each(Object.keys(KEYED_SCENES))("%s with an Idempotency-Key", (name) => {
  const scene = (KEYED_SCENES[name] as (typeof KEYED_SCENES)[string]).bind(KEYED_SCENES);

  it("answers a replay with the first answer and makes one row", async () => {
    const s = await scene(t);
    const before = await s.rows();
    const key = newKey();
    const first = await s.send(key);
    expect(first.status, JSON.stringify(first.json)).toBeGreaterThanOrEqual(200);
    expect(first.status).toBeLessThan(300);
    const again = await s.send(key);
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    expect(await s.rows()).toBe(before + 1);
  });

  it("refuses the same key with another body (422) and writes nothing", async () => {
    const s = await scene(t);
    const key = newKey();
    expect((await s.send(key)).status).toBeLessThan(300);
    const rows = await s.rows();
    const other = await s.send(key, 2);
    expect(other.status).toBe(422);
    expect(other.json.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await s.rows()).toBe(rows);
  });

  it.each([
    ["empty", ""],
    ["201 characters", "k".repeat(201)],
    ["a control character", "key\u0007"],
  ])("refuses a key that is %s with 400 and writes nothing", async (_, key) => {
    const s = await scene(t);
    const rows = await s.rows();
    const answer = await s.send(key);
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe("VALIDATION_FAILED");
    expect(await s.rows()).toBe(rows);
  });

  it("keeps another user's same key apart", async () => {
    const s = await scene(t);
    const key = newKey();
    const mine = await s.send(key);
    expect(mine.status).toBeLessThan(300);
    const theirs = await s.sendAsOther(key);
    expect(theirs.status, JSON.stringify(theirs.json)).toBe(mine.status);
    expect(theirs.json).not.toEqual(mine.json);
    expect(await s.rows()).toBe(1);
  });
});

describe("one key on two routes", () => {
  it("answers 422 on the second route and writes nothing there", async () => {
    const message = await KEYED_SCENES["send message"]?.(t);
    if (!message) throw new Error("no scene");
    const key = newKey();
    expect((await message.send(key)).status).toBe(201);
    const report = await message.client.post(
      "/api/reports",
      { targetType: "message", targetId: "00000000-0000-4000-8000-000000000000", reason: "spam" },
      { "Idempotency-Key": key },
    );
    expect(report.status).toBe(422);
    expect(report.json.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});

describe("the OpenAPI description", () => {
  it("declares the optional Idempotency-Key on every keyed route (the input fuzz sends hostile keys there)", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    };
    const keyed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.parameters?.some((p) => p.in === "header" && p.name === "idempotency-key"))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(keyed.sort()).toEqual([
      "POST /api/conversations/{id}/messages",
      "POST /api/due-diligence",
      "POST /api/due-diligence/{id}/documents",
      "POST /api/due-diligence/{id}/meetings",
      "POST /api/investor/investments",
      "POST /api/reports",
      "PUT /api/uploads/due-diligence/documents/{id}",
      "PUT /api/uploads/due-diligence/library",
    ]);
  });
});
