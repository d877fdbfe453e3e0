import { UPLOAD_MESSAGES } from "@domain/constants/uploads";
import { describe, expect, it } from "vitest";
import { jpegHeader, pngHeader } from "../testing/image-headers";
import type { Storage } from "./storage";
import { storeUpload, type UploadRules } from "./store-upload";

// The document room and verification accept .png and .jpg files: one whose header declares more
// pixels than an image may have is refused like an avatar, before anything is stored.

const RULES: UploadRules = {
  extensions: ["pdf", "png", "jpg", "jpeg"],
  maxBytes: 1024 * 1024,
  messages: { badType: "bad type", typeMismatch: "mismatch", noFile: "no file", tooLarge: "too large" },
};

function memoryStorage() {
  const keys: string[] = [];
  const storage = {
    async put(key: string, body: ReadableStream<Uint8Array> | Uint8Array) {
      if (body instanceof ReadableStream) await new Response(body).arrayBuffer();
      keys.push(key);
    },
  } as unknown as Storage;
  return { storage, keys };
}

const store = (storage: Storage, name: string, bytes: Uint8Array) =>
  storeUpload(
    storage,
    new Request("http://x/", { method: "PUT", body: new Uint8Array(bytes) }),
    { folder: "docs", id: "1", clientName: name },
    RULES,
    null,
  );

describe("storeUpload and the pixel limit", () => {
  it.each([
    ["scan.png", pngHeader(20_000, 20_000)],
    ["scan.jpg", jpegHeader(10_001, 100)],
    ["scan.jpeg", jpegHeader(6_325, 6_325)],
  ])("refuses %s declaring too many pixels with 400, and stores nothing", async (name, bytes) => {
    const { storage, keys } = memoryStorage();
    await expect(store(storage, name, bytes)).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: UPLOAD_MESSAGES.tooManyPixels,
      fields: { file: [UPLOAD_MESSAGES.tooManyPixels] },
    });
    expect(keys).toEqual([]);
  });

  it.each([
    ["scan.png", pngHeader(10_000, 4_000)],
    ["scan.jpg", jpegHeader(4_000, 10_000)],
    // A header not within the sniffed bytes is not refused for it (as before the limit).
    ["scan.png", pngHeader(20_000, 20_000).slice(0, 16)],
  ])("stores %s within the limits, or with no readable size", async (name, bytes) => {
    const { storage, keys } = memoryStorage();
    await expect(store(storage, name, bytes)).resolves.toMatchObject({ fileSize: bytes.length });
    expect(keys).toHaveLength(1);
  });
});
