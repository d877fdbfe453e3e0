import type { IMAGE_MIME_TYPES } from "@domain/constants/uploads";

// Which image a file really is, read from its first bytes. The client's file name and declared
// type are never trusted: an HTML or SVG page renamed to .png has no image signature and is refused.

type ImageMime = (typeof IMAGE_MIME_TYPES)[number];
export type ImageType = { mime: ImageMime; extension: "png" | "jpg" | "webp" | "gif" };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = [...ascii("GIF87a")];
const GIF89A = [...ascii("GIF89a")];
const RIFF = [...ascii("RIFF")];
const WEBP = [...ascii("WEBP")];

function ascii(text: string): number[] {
  return [...text].map((ch) => ch.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** PNG, JPEG, WebP or GIF by magic bytes; null for anything else (SVG, HTML, text, PDF, empty). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return { mime: "image/png", extension: "png" };
  if (startsWith(bytes, JPEG)) return { mime: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return { mime: "image/gif", extension: "gif" };
  // RIFF container: "RIFF", 4 bytes of length, then the form type "WEBP".
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { mime: "image/webp", extension: "webp" };
  return null;
}
