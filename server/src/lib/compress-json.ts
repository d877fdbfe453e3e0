import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { acceptedEncodings } from "./static-web";

// API answers in JSON compressed for the client when they are over 1 KB (issue 23, decision 034):
// a catalogue page of 12 cards is 6-7 KB of JSON, about 1.5 KB in brotli, which a phone on a slow
// network feels. The web's own files are compressed once at build time (static-web); JSON is
// made per request, so it is compressed here at a fast level (brotli 4, gzip 6), off the event
// loop (zlib's thread pool). Only JSON: event streams, files and uploads pass as they are.

/** JSON shorter than this goes out plain. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type JsonEncoding = "br" | "gzip";

/** JSON bytes compressed at the API's fast levels, in zlib's thread pool. */
export async function encodeJson(body: Buffer, encoding: JsonEncoding): Promise<Buffer> {
  if (encoding === "br") {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzipAsync(body, { level: 6 });
}

/** The buffer's bytes as a Response body takes them, without a copy. */
export const bytesOf = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);

export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === "HEAD" || res.headers.has("content-encoding")) return;
  if (!res.headers.get("content-type")?.startsWith("application/json")) return;
  // Caches must keep the encodings apart even when this answer goes out plain.
  res.headers.append("vary", "accept-encoding");
  const [encoding] = acceptedEncodings(c.req.header("accept-encoding"));
  // The body is read last: reading it makes @hono/node-server build a Fetch Response (a
  // ReadableStream) for an answer it would otherwise write out as it is.
  if (!encoding || !res.body) return;
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length < COMPRESS_THRESHOLD_BYTES) {
    c.res = new Response(bytesOf(body), res);
    return;
  }
  const compressed = await encodeJson(body, encoding);
  const headers = new Headers(res.headers);
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  c.res = new Response(bytesOf(compressed), { status: res.status, statusText: res.statusText, headers });
};
