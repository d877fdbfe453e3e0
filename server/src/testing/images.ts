import { deflateSync } from "node:zlib";

// Real, small image files for tests: a PNG of any size, a JPEG, and the same JPEG with an EXIF
// orientation. Made here so no binary fixture is checked in.

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return pngChunk("IHDR", header);
}

/** A real grey RGB PNG of the given size. */
export function pngImage(width: number, height: number): Uint8Array<ArrayBuffer> {
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) rows[y * (width * 3 + 1)] = 0; // filter type: none
  return Uint8Array.from(
    Buffer.concat([
      PNG_SIGNATURE,
      pngHeader(width, height),
      pngChunk("IDAT", deflateSync(rows)),
      pngChunk("IEND", new Uint8Array(0)),
    ]),
  );
}

/** A few hundred bytes that declare a huge PNG (the decompression bomb of issue 21). */
export function pngDeclaring(width: number, height: number): Uint8Array<ArrayBuffer> {
  const rows = deflateSync(Buffer.alloc(1024));
  return Uint8Array.from(
    Buffer.concat([
      PNG_SIGNATURE,
      pngHeader(width, height),
      pngChunk("IDAT", rows),
      pngChunk("IEND", new Uint8Array(0)),
    ]),
  );
}

/** A real 40×30 baseline JPEG. */
export const JPEG_IMAGE: Uint8Array<ArrayBuffer> = new Uint8Array(
  Buffer.from(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk8BDg4OExETJhUVJk81LTVPT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT//AABEIAB4AKAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOIjtvavddQwp1SzHbe1ZOod9OqWo7b2rJ1Dup1SzHbe1ZOod9OqWY7b2rJ1Dvp1SlHbe1buofmlOqWo7b2rJ1Dvp1SzHbe1ZOod1OqWo7b2rJ1Dvp1SzHbe1ZOod1OqUo7b2rd1D81p1SzHbe1ZOod1OqWo7b2rJ1Dvp1SzHbe1ZOod1OqWo7b2rJ1Dvp1ShHAK6HM/NadRlqOAVk5nfTqMsxwCsnM7qdRlqOAVk5nfTqMsxwCsnM76dRn/2Q==",
    "base64",
  ),
);

/** The same JPEG with an EXIF orientation (6: shown turned 90° clockwise). */
export function jpegWithOrientation(orientation: number): Uint8Array<ArrayBuffer> {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1]), length, payload]);
  return Uint8Array.from(Buffer.concat([JPEG_IMAGE.subarray(0, 2), segment, JPEG_IMAGE.subarray(2)]));
}
