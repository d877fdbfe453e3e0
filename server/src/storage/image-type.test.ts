import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-type";

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));

describe("sniffImageType", () => {
  it.each([
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "\0\0\0\rIHDR"), "image/png", "png"],
    ["JPEG (JFIF)", bytes([0xff, 0xd8, 0xff, 0xe0], "\0\x10JFIF"), "image/jpeg", "jpg"],
    ["JPEG (Exif)", bytes([0xff, 0xd8, 0xff, 0xe1], "\0\x10Exif"), "image/jpeg", "jpg"],
    ["GIF89a", bytes("GIF89a", [1, 0, 1, 0]), "image/gif", "gif"],
    ["GIF87a", bytes("GIF87a", [1, 0, 1, 0]), "image/gif", "gif"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp", "webp"],
  ])("recognises %s", (_, input, mime, extension) => {
    expect(sniffImageType(input)).toEqual({ mime, extension });
  });

  it.each([
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["SVG with an XML prolog", bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["HTML", bytes("<!doctype html><html><script>alert(1)</script></html>")],
    ["HTML with a byte-order mark", bytes([0xef, 0xbb, 0xbf], "<html><body>hi</body></html>")],
    ["plain text", bytes("just some words")],
    ["the text 'PNG'", bytes("PNG image, honest")],
    ["PDF", bytes("%PDF-1.7\n")],
    ["a RIFF that is not WebP (WAV)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["a truncated PNG signature", bytes([0x89, 0x50, 0x4e, 0x47])],
    ["a truncated WebP header", bytes("RIFF", [0x24, 0, 0, 0], "WEB")],
    ["two JPEG bytes", bytes([0xff, 0xd8])],
    ["nothing", new Uint8Array(0)],
  ])("refuses %s", (_, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});
