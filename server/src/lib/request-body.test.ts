import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { API_BODY_LIMIT_BYTES, apiBodyLimit, exceptUploads } from "./request-body";

// The API's 1 MB body limit: every method that can carry a body is held to it, whether the body
// says its length or streams in chunks; GET and HEAD, which cannot, pass without being read.

const app = new Hono();
app.use("*", apiBodyLimit);
app.all("/echo", async (c) => c.json({ method: c.req.method, bytes: (await c.req.raw.arrayBuffer()).byteLength }));
app.onError((error, c) => c.json({ code: error instanceof AppError ? error.code : "OTHER" }, 413));

const over = "x".repeat(API_BODY_LIMIT_BYTES + 1);

function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      controller.close();
    },
  });
}

describe("apiBodyLimit", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])("refuses a %s body over 1 MB, sized or streamed", async (method) => {
    const sized = await app.request("/echo", { method, body: over });
    expect(sized.status).toBe(413);
    expect(await sized.json()).toEqual({ code: "PAYLOAD_TOO_LARGE" });
    const chunked = await app.request("/echo", { method, body: streamed(over), duplex: "half" } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("lets a body of exactly 1 MB through, whole", async () => {
    const res = await app.request("/echo", { method: "PUT", body: "y".repeat(API_BODY_LIMIT_BYTES) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: "PUT", bytes: API_BODY_LIMIT_BYTES });
  });

  it("passes GET and HEAD without reading anything", async () => {
    const res = await app.request("/echo", { headers: { "content-length": String(API_BODY_LIMIT_BYTES * 2) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: "GET", bytes: 0 });
    expect((await app.request("/echo", { method: "HEAD" })).status).toBe(200);
  });
});

describe("exceptUploads", () => {
  const limited = new Hono();
  limited.use("*", exceptUploads(apiBodyLimit));
  limited.all("*", async (c) => c.json({ bytes: (await c.req.raw.arrayBuffer()).byteLength }));
  limited.onError((_error, c) => c.json({ refused: true }, 413));

  it("leaves the uploads' bodies to their routes and holds every other path to the limit", async () => {
    for (const path of ["/api/uploads", "/api/uploads/images"]) {
      expect((await limited.request(path, { method: "POST", body: over })).status, path).toBe(200);
    }
    for (const path of ["/api/uploadsx", "/api/founder/uploads", "/api/businesses"]) {
      expect((await limited.request(path, { method: "POST", body: over })).status, path).toBe(413);
    }
  });
});
