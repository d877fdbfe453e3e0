// Image headers that declare a size, made by hand: a few bytes each, for the pixel limit's tests
// (a real 20000×20000 image would be gigabytes once decoded; its header is under 40 bytes).

const latin1 = (text: string) => [...Buffer.from(text, "latin1")];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const u32be = (n: number) => [...u16be(Math.floor(n / 0x10000)), ...u16be(n & 0xffff)];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG signature and an IHDR chunk (8-bit RGBA), with a CRC of zeros. */
export function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = [...u32be(width), ...u32be(height), 8, 6, 0, 0, 0];
  return new Uint8Array([...PNG_SIGNATURE, ...u32be(13), ...latin1("IHDR"), ...ihdr, 0, 0, 0, 0]);
}

/** SOI, a JFIF APP0 segment, a fill byte, then a baseline (SOF0) or progressive (SOF2) frame header. */
export function jpegHeader(width: number, height: number, frameMarker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, ...u16be(16), ...latin1("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xff, frameMarker, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, ...new Array(9).fill(0)]);
}

export function gifHeader(width: number, height: number): Uint8Array {
  return new Uint8Array([...latin1("GIF89a"), ...u16le(width), ...u16le(height), 0, 0, 0]);
}

function riff(chunk: string, data: number[]): Uint8Array {
  return new Uint8Array([
    ...latin1("RIFF"),
    ...u32be(0).reverse(),
    ...latin1("WEBP"),
    ...latin1(chunk),
    ...[0, 0, 0, 0],
    ...data,
  ]);
}

/** Lossy WebP: a key frame's tag, start code and 14-bit sizes (at most 16383). */
export function webpLossyHeader(width: number, height: number): Uint8Array {
  return riff("VP8 ", [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height)]);
}

/** Lossless WebP: signature 0x2f, then width - 1 and height - 1 in 14 bits each. */
export function webpLosslessHeader(width: number, height: number): Uint8Array {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff("VP8L", [0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff]);
}

/** Extended WebP: flags, then the canvas's width - 1 and height - 1 in 24 bits each. */
export function webpExtendedHeader(width: number, height: number): Uint8Array {
  return riff("VP8X", [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
}
