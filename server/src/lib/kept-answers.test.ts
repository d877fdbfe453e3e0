import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressJson } from "./compress-json";
import { KEPT_ANSWER_TTL_MS, KEPT_ANSWERS_MAX, keptAnswer, keptAnswerResponse } from "./kept-answers";

// Answers kept against a data version: the same bytes while the version holds, a fresh load when
// it moves, never a failed load; sent compressed once per encoding, as compressJson would send them.

const loader = () => {
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      return { loads };
    },
    get loads() {
      return loads;
    },
  };
};
const parsed = async (answer: ReturnType<typeof keptAnswer>) => JSON.parse((await answer).json.toString());

describe("keptAnswer", () => {
  it("loads once per version, and again when the version moves", async () => {
    const db = {};
    const source = loader();
    expect(await parsed(keptAnswer(db, "list", "1", source.load))).toEqual({ loads: 1 });
    expect(await parsed(keptAnswer(db, "list", "1", source.load))).toEqual({ loads: 1 });
    expect(await parsed(keptAnswer(db, "list", "2", source.load))).toEqual({ loads: 2 });
    // Back to an older version's figure: loaded again, never the answer kept for "1".
    expect(await parsed(keptAnswer(db, "list", "1", source.load))).toEqual({ loads: 3 });
    expect(await parsed(keptAnswer(db, "other list", "1", source.load))).toEqual({ loads: 4 });
    expect(await parsed(keptAnswer({}, "list", "1", source.load))).toEqual({ loads: 5 });
  });

  it("shares one load between callers that arrive while it runs", async () => {
    const db = {};
    const source = loader();
    const [a, b] = await Promise.all([
      keptAnswer(db, "list", "1", source.load),
      keptAnswer(db, "list", "1", source.load),
    ]);
    expect(a).toBe(b);
    expect(source.loads).toBe(1);
  });

  it("keeps no failed load", async () => {
    const db = {};
    await expect(keptAnswer(db, "list", "1", () => Promise.reject(new Error("database gone")))).rejects.toThrow();
    expect(await parsed(keptAnswer(db, "list", "1", async () => ({ ok: true })))).toEqual({ ok: true });
  });

  it("loads again after its longest life, and drops the oldest answer when full", async () => {
    const db = {};
    const source = loader();
    let now = 0;
    const clock = () => now;
    await keptAnswer(db, "list", "1", source.load, clock);
    now = KEPT_ANSWER_TTL_MS + 1;
    expect(await parsed(keptAnswer(db, "list", "1", source.load, clock))).toEqual({ loads: 2 });

    for (let n = 1; n < KEPT_ANSWERS_MAX; n += 1) await keptAnswer(db, `key ${n}`, "1", source.load, clock);
    await keptAnswer(db, "one too many", "1", source.load, clock);
    const before = source.loads;
    // "list" was the oldest: it went to make room; the newest is still kept.
    await keptAnswer(db, "one too many", "1", source.load, clock);
    expect(source.loads).toBe(before);
    await keptAnswer(db, "list", "1", source.load, clock);
    expect(source.loads).toBe(before + 1);
  });
});

describe("keptAnswerResponse", () => {
  const big = { items: Array.from({ length: 100 }, (_, n) => ({ id: n, name: `Business number ${n}` })) };
  const app = new Hono();
  app.use("*", compressJson);
  let version = "1";
  let loads = 0;
  const db = {};
  const load = async () => {
    loads += 1;
    return big;
  };
  app.get("/big", async (c) => keptAnswerResponse(c, await keptAnswer(db, "big", version, load)));
  app.get("/small", async (c) =>
    keptAnswerResponse(c, await keptAnswer(db, "small", version, async () => ({ ok: 1 }))),
  );
  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends the kept JSON in brotli or gzip as the client takes it, the same answer every time", async () => {
    for (let n = 0; n < 3; n += 1) {
      const br = await get("/big", "gzip, br");
      expect(br.status).toBe(200);
      expect(br.headers.get("content-type")).toMatch(/^application\/json/);
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(big);
    }
    const gz = await get("/big", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
    expect(loads).toBe(1);
    version = "2";
    await get("/big", "br");
    expect(loads).toBe(2);
  });

  it("sends it plain to a client that takes no encoding, and small answers always plain", async () => {
    const plain = await get("/big");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await plain.json()).toEqual(big);
    const small = await get("/small", "br");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: 1 });
  });
});
