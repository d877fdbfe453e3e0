import { createHash } from "node:crypto";

// An upload's part of its idempotency fingerprint: the size and SHA-256 of its bytes, computed as
// they stream through to storage, so no file is ever held in memory for it.

export type BodyDigest = { size: number; sha256: string };

/** The request with its body hashed on the way; `digest()` once the body has been read to the end. */
export function hashingRequest(request: Request): { request: Request; digest: () => BodyDigest } {
  const hash = createHash("sha256");
  let size = 0;
  let digest: BodyDigest | null = null;
  const body = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        hash.update(chunk);
        size += chunk.byteLength;
        controller.enqueue(chunk);
      },
      flush() {
        digest = { size, sha256: hash.digest("hex") };
      },
    }),
  );
  const hashed = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    // Node's fetch needs this for a streamed request body.
    duplex: "half",
  } as RequestInit);
  return {
    request: hashed,
    digest: () => {
      if (!digest) throw new Error("the upload's body was not read to the end before its digest");
      return digest;
    },
  };
}

/**
 * Reads a body only to hash it (a replayed upload, which stores nothing). False when it runs past
 * `maxBytes`: no upload that was kept is that large, so it cannot be the same request.
 */
export async function drainWithin(request: Request, maxBytes: number): Promise<boolean> {
  if (!request.body) return true;
  const reader = request.body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return false;
    }
  }
}
