import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { m } from "@i18n/messages";
import { AppError } from "./errors";

// A request's body read once, for its Idempotency-Key: hashed with the method and path, and
// handed back to the route as a request of its own. A JSON body (at most 1 MB, app.ts) is held in
// memory; an upload streams to a spool file (removed by `discard`, or at start by
// sweepTemporaryFiles: its name ends like a temporary file's), so a 50 MB file never sits in memory.

export type CapturedBody = {
  /** SHA-256 (hex) of the method, the path with its query, and the body. */
  hash: string;
  /** The same request again, its body read from what was captured. */
  request: () => Request;
  discard: () => Promise<void>;
};

function hasherFor(request: Request) {
  const url = new URL(request.url);
  return createHash("sha256").update(`${request.method} ${url.pathname}${url.search}\n`);
}

const again = (request: Request, body: BodyInit | null) =>
  new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: "half",
  } as RequestInit);

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", m.server_requestTooLarge());

/**
 * A body of at most `maxBytes`, in memory. A multipart body is hashed without its boundary, which
 * a browser draws afresh each time it sends the same form again.
 */
export async function captureInMemory(request: Request, maxBytes: number): Promise<CapturedBody> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  }
  const bytes = Buffer.concat(chunks);
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(request.headers.get("content-type") ?? "");
  const marker = boundary?.[1] ?? boundary?.[2];
  const hashed = marker ? Buffer.from(bytes.toString("latin1").replaceAll(marker, ""), "latin1") : bytes;
  const hash = hasherFor(request).update(hashed).digest("hex");
  return { hash, request: () => again(request, size > 0 ? new Uint8Array(bytes) : null), discard: async () => {} };
}

export async function captureToSpool(request: Request, spoolDir: string, maxBytes: number): Promise<CapturedBody> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  await mkdir(spoolDir, { recursive: true });
  const file = path.join(spoolDir, `spool-${randomBytes(8).toString("hex")}.${randomBytes(6).toString("hex")}.tmp`);
  const hasher = hasherFor(request);
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      if (size > maxBytes) return done(tooLarge());
      hasher.update(chunk);
      done(null, chunk);
    },
  });
  const discard = () => rm(file, { force: true });
  try {
    const source = request.body
      ? Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>)
      : Readable.from([]);
    await pipeline(source, count, createWriteStream(file, { flags: "wx" }));
  } catch (error) {
    await discard();
    throw error;
  }
  const hash = hasher.digest("hex");
  return {
    hash,
    request: () =>
      again(
        request,
        size > 0 ? (Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>) : null,
      ),
    discard,
  };
}
