import { degrees, PDFDocument } from "pdf-lib";
import { hasTooManyPixels, imageDimensions } from "./image-dimensions";

// An image delivered as a stamped PDF: a page the size of the image, turned as the camera said
// (a phone photo of a document stores its pixels sideways with an EXIF orientation), the picture
// filling it. pdf-lib copies a JPEG as it is, but decodes a PNG into pixels and compresses them
// again: a small PNG declaring huge dimensions would take gigabytes, so its header is read first.

/** The largest page side PDF readers accept (200 inches); a bigger image is drawn scaled down. */
const MAX_PAGE_SIDE = 14_400;

class ImageTooLargeError extends Error {}

/** True when a PNG's header declares more pixels than an image may have (decoding it would be too costly). */
function pngTooLarge(bytes: Uint8Array): boolean {
  const size = imageDimensions("png", bytes);
  return size !== null && hasTooManyPixels(size);
}

/** The clockwise turn a JPEG's EXIF orientation asks for (1, 3, 6, 8; mirrored ones are shown unturned). */
export function jpegRotation(bytes: Uint8Array): 0 | 90 | 180 | 270 {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xda || marker === 0xd9) break;
    const length = view.getUint16(at + 2);
    const exif = at + 4;
    if (
      marker === 0xe1 &&
      exif + 14 <= bytes.length &&
      String.fromCharCode(...bytes.subarray(exif, exif + 6)) === "Exif\0\0"
    ) {
      const tiff = exif + 6;
      const little = bytes[tiff] === 0x49;
      const u16 = (o: number) => (o + 2 <= bytes.length ? view.getUint16(o, little) : 0);
      const u32 = (o: number) => (o + 4 <= bytes.length ? view.getUint32(o, little) : 0);
      const ifd = tiff + u32(tiff + 4);
      const entries = u16(ifd);
      for (let i = 0; i < entries; i += 1) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > bytes.length) break;
        if (u16(entry) === 0x0112) {
          const orientation = u16(entry + 8);
          return orientation === 3 ? 180 : orientation === 6 ? 90 : orientation === 8 ? 270 : 0;
        }
      }
      return 0;
    }
    at += 2 + length;
  }
  return 0;
}

/** A one-page PDF holding the image (throws for an image pdf-lib cannot read or a PNG over the limit). */
export async function imageInPdf(bytes: Uint8Array, kind: "png" | "jpeg"): Promise<PDFDocument> {
  if (kind === "png" && pngTooLarge(bytes)) throw new ImageTooLargeError();
  const doc = await PDFDocument.create();
  const image = kind === "png" ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  const scale = Math.min(1, MAX_PAGE_SIDE / Math.max(image.width, image.height));
  const [width, height] = [image.width * scale, image.height * scale];
  const page = doc.addPage([width, height]);
  page.drawImage(image, { x: 0, y: 0, width, height });
  if (kind === "jpeg") page.setRotation(degrees(jpegRotation(bytes)));
  return doc;
}
