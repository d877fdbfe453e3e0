import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressJson } from "./compress-json";

// JSON over 1 KB goes out in the best encoding the client takes; small JSON, other content and
// clients that take none get the body as it was.

const big = { items: Array.from({ length: 100 }, (_, n) => ({ id: n, name: `Business number ${n}` })) };
const app = new Hono();
app.use("*", compressJson);
app.get("/big", (c) => c.json(big));
app.get("/small", (c) => c.json({ ok: true }));
app.get("/text", (c) => c.text("x".repeat(5_000)));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compressJson", () => {
  it("sends large JSON in brotli when taken, else gzip, and it reads back the same", async () => {
    const br = await get("/big", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(big);

    const gz = await get("/big", "gzip, br;q=0");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
  });

  it("leaves small JSON, other content and clients without an encoding alone", async () => {
    for (const [path, encoding] of [
      ["/small", "br"],
      ["/text", "br"],
      ["/big", undefined],
      ["/big", "identity"],
    ] as const) {
      const res = await get(path, encoding);
      expect(res.headers.get("content-encoding"), `${path} ${encoding}`).toBeNull();
    }
    expect(await (await get("/big")).json()).toEqual(big);
    expect(await (await get("/small", "br")).json()).toEqual({ ok: true });
  });
});
