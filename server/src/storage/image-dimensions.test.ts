import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PIXELS } from "@domain/constants/uploads";
import { describe, expect, it } from "vitest";
import {
  gifHeader,
  jpegHeader,
  pngHeader,
  webpExtendedHeader,
  webpLosslessHeader,
  webpLossyHeader,
} from "../testing/image-headers";
import { hasTooManyPixels, imageDimensions } from "./image-dimensions";
import { sniffImageType } from "./image-type";

const FORMATS = [
  ["PNG", pngHeader],
  ["JPEG (baseline)", jpegHeader],
  ["JPEG (progressive)", (w: number, h: number) => jpegHeader(w, h, 0xc2)],
  ["GIF", gifHeader],
  ["WebP (lossy)", webpLossyHeader],
  ["WebP (lossless)", webpLosslessHeader],
  ["WebP (extended)", webpExtendedHeader],
] as const;

/** What the header of these bytes declares, read as the upload route reads it. */
function declared(bytes: Uint8Array) {
  const type = sniffImageType(bytes);
  if (!type) throw new Error("not an image");
  return imageDimensions(type.extension, bytes);
}

describe("imageDimensions", () => {
  it.each(FORMATS)("reads the width and height a %s header declares", (_, header) => {
    expect(declared(header(640, 480))).toEqual({ width: 640, height: 480 });
    expect(declared(header(1, 1))).toEqual({ width: 1, height: 1 });
  });

  it.each(FORMATS)("finds a %s at the limits within them, and one just over them outside", (_, header) => {
    const side = IMAGE_MAX_SIDE_PIXELS;
    const atPixels = { width: side, height: IMAGE_MAX_PIXELS / side };
    for (const [width, height, over] of [
      [side - 1, 100, false],
      [side, 100, false],
      [side + 1, 100, true],
      [100, side + 1, true],
      [atPixels.width, atPixels.height, false],
      [atPixels.width, atPixels.height + 1, true],
      [6325, 6325, true],
      [6324, 6324, false],
    ] as const) {
      const dimensions = declared(header(width, height));
      expect(dimensions, `${width}×${height}`).toEqual({ width, height });
      expect(hasTooManyPixels(dimensions ?? { width: 0, height: 0 }), `${width}×${height}`).toBe(over);
    }
  });

  it("reads the 20000×20000 PNG bomb of the attack, 33 bytes long", () => {
    const bomb = pngHeader(20_000, 20_000);
    expect(bomb.length).toBeLessThan(40);
    expect(hasTooManyPixels(declared(bomb) ?? { width: 0, height: 0 })).toBe(true);
  });

  it("reads a PNG's 32-bit sizes past 2^31 without turning them negative", () => {
    expect(declared(pngHeader(0xffff_ffff, 1))).toEqual({ width: 0xffff_ffff, height: 1 });
  });

  it.each([
    ["a PNG signature without its IHDR", pngHeader(10, 10).slice(0, 16)],
    [
      "a PNG whose first chunk is not IHDR",
      new Uint8Array([...pngHeader(10, 10).slice(0, 12), 0x49, 0x44, 0x41, 0x54, 0, 0, 0, 1, 0, 0, 0, 1]),
    ],
    ["a JPEG that starts its scan before any frame header", new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0])],
    ["a JPEG cut inside its frame header", jpegHeader(100, 100).slice(0, 26)],
    [
      "a JPEG with garbage where a marker should be",
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0x11, 0x22, 0x33, 0x44]),
    ],
    ["a JPEG segment with an impossible length", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 0, 0])],
    ["a GIF cut before its logical screen", gifHeader(10, 10).slice(0, 8)],
    ["a lossy WebP without the start code", webpLossyHeader(10, 10).map((b, i) => (i === 23 ? 0 : b))],
    ["a lossless WebP without its signature", webpLosslessHeader(10, 10).map((b, i) => (i === 20 ? 0 : b))],
    ["a WebP with an unknown first chunk", webpExtendedHeader(10, 10).map((b, i) => (i === 15 ? 0x41 : b))],
  ])("cannot read %s", (_, bytes) => {
    expect(declared(bytes)).toBeNull();
  });
});
