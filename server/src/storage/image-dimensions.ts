import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PIXELS } from "@domain/constants/uploads";
import type { ImageType } from "./image-type";

// How many pixels an image declares, read from its header without decoding it: a 200-byte PNG can
// claim 20000×20000 pixels, and every browser that shows it would decode gigabytes (issue 21).
// Formats: PNG (IHDR), JPEG (the SOFn frame header), WebP (VP8, VP8L, VP8X), GIF (logical screen).

export type ImageDimensions = { width: number; height: number };

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const tag = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

function png(b: Uint8Array): ImageDimensions | null {
  // Signature (8), then the first chunk, which must be IHDR: length (4), "IHDR", width, height.
  if (b.length < 24 || tag(b, 12) !== "IHDR") return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(b: Uint8Array): ImageDimensions | null {
  if (b.length < 10) return null;
  return { width: u16le(b, 6), height: u16le(b, 8) };
}

function webp(b: Uint8Array): ImageDimensions | null {
  // "RIFF", size, "WEBP", then the first chunk's FourCC and size; its data starts at 20.
  switch (tag(b, 12)) {
    case "VP8 ":
      // A key frame: 3 bytes of frame tag, the start code 9d 01 2a, then 14-bit width and height.
      if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    case "VP8L": {
      // Signature 0x2f, then 14 bits of width - 1 and 14 bits of height - 1, least significant first.
      if (b.length < 25 || b[20] !== 0x2f) return null;
      const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case "VP8X":
      // Flags (4 bytes), then the canvas's width - 1 and height - 1 in 24 bits each.
      if (b.length < 30) return null;
      return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    default:
      return null;
  }
}

/** Start-of-frame markers: C0–CF except C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/** Markers that stand alone, with no length: TEM, RST0–7, SOI. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

function jpeg(b: Uint8Array): ImageDimensions | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    // The first scan or the end before any frame header: nothing to read the size from.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      // Length (2), sample precision (1), height (2), width (2).
      if (at + 9 > b.length) return null;
      return { width: u16be(b, at + 7), height: u16be(b, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The width and height the image's header declares, or null when the header cannot be read in
 * these bytes (truncated, malformed, or a JPEG whose frame header lies beyond them).
 */
export function imageDimensions(type: ImageType["extension"], bytes: Uint8Array): ImageDimensions | null {
  switch (type) {
    case "png":
      return png(bytes);
    case "jpg":
      return jpeg(bytes);
    case "gif":
      return gif(bytes);
    case "webp":
      return webp(bytes);
  }
}

/** True when an image of this size is over the limits (IMAGE_MAX_SIDE_PIXELS a side, IMAGE_MAX_PIXELS in all). */
export function hasTooManyPixels({ width, height }: ImageDimensions): boolean {
  return width > IMAGE_MAX_SIDE_PIXELS || height > IMAGE_MAX_SIDE_PIXELS || width * height > IMAGE_MAX_PIXELS;
}
