import {
  degrees,
  PDFContentStream,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from "pdf-lib";

// Drawing the stamp on one page: the viewer's name, e-mail and the date in large, pale,
// semi-transparent letters along the page's diagonal (the content stays readable through them),
// and the full sentence in a small footer line on a light band. Everything is laid out in the page
// as it is SHOWN, after its /Rotate, and mapped back to the page's own coordinates, so a landscape
// page stored rotated gets its stamp upright too. The page's own drawing is wrapped in q … Q
// first, so a transformation it leaves behind cannot move or hide the stamp.

const DIAGONAL_OPACITY = 0.25;
const DIAGONAL_GREY = rgb(0.3, 0.3, 0.3);
/** A pale copy just beside the dark letters, so the stamp reads on dark or busy pictures too. */
const HALO_OPACITY = 0.3;
const HALO_SHIFT = 0.04;
const FOOTER_GREY = rgb(0.2, 0.2, 0.2);
const FOOTER_MAX_SIZE = 9;
const FOOTER_MIN_SIZE = 3;

export type FittedStamp = { sentence: string; diagonal: string[] };

type Frame = {
  /** The page as shown: width and height after rotation. */
  width: number;
  height: number;
  /** Shown coordinates (origin bottom-left as seen) → the page's user space. */
  toPage: (u: number, v: number) => { x: number; y: number };
  rotation: number;
};

function frameOf(page: PDFPage): Frame {
  const box = page.getCropBox();
  const rotation = (((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) % 360;
  const { x: x0, y: y0, width: w, height: h } = box;
  const turned = rotation === 90 || rotation === 270;
  const toPage = (u: number, v: number) => {
    switch (rotation) {
      case 90:
        return { x: x0 + w - v, y: y0 + u };
      case 180:
        return { x: x0 + w - u, y: y0 + h - v };
      case 270:
        return { x: x0 + v, y: y0 + h - u };
      default:
        return { x: x0 + u, y: y0 + v };
    }
  };
  return { width: turned ? h : w, height: turned ? w : h, toPage, rotation };
}

/** Wraps what the page already draws in q … Q (once per document: the two streams are shared). */
export function isolationStreams(doc: PDFDocument) {
  const start = doc.context.register(PDFContentStream.of(doc.context.obj({}), [pushGraphicsState()]));
  const end = doc.context.register(PDFContentStream.of(doc.context.obj({}), [popGraphicsState()]));
  return (page: PDFPage) => {
    page.node.normalize();
    page.node.wrapContentStreams(start, end);
  };
}

function drawDiagonal(page: PDFPage, frame: Frame, font: PDFFont, lines: string[]) {
  if (lines.length === 0) return;
  const angle = Math.atan2(frame.height, frame.width);
  const length = Math.hypot(frame.width, frame.height);
  const widest = Math.max(...lines.map((line) => font.widthOfTextAtSize(line, 1)), 1);
  const size = Math.min((length * 0.6) / widest, frame.height / (lines.length * 2.5));
  const gap = size * 1.3;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const [nx, ny] = [-dy, dx];
  const [cx, cy] = [frame.width / 2, frame.height / 2];
  lines.forEach((line, i) => {
    const width = font.widthOfTextAtSize(line, size);
    // Centred along the diagonal, the block of lines centred across it (0.35 em ≈ half a capital).
    const across = ((lines.length - 1) / 2 - i) * gap - size * 0.35;
    const u = cx - (dx * width) / 2 + nx * across;
    const v = cy - (dy * width) / 2 + ny * across;
    const rotate = degrees((angle * 180) / Math.PI + frame.rotation);
    const shift = size * HALO_SHIFT;
    const halo = frame.toPage(u + shift, v - shift);
    page.drawText(line, { ...halo, font, size, color: rgb(1, 1, 1), opacity: HALO_OPACITY, rotate });
    page.drawText(line, { ...frame.toPage(u, v), font, size, color: DIAGONAL_GREY, opacity: DIAGONAL_OPACITY, rotate });
  });
}

function drawFooter(page: PDFPage, frame: Frame, font: PDFFont, sentence: string) {
  if (sentence.length === 0) return;
  const margin = Math.min(18, frame.width * 0.03, frame.height * 0.03);
  const size = Math.max(
    FOOTER_MIN_SIZE,
    Math.min(FOOTER_MAX_SIZE, (frame.width - 2 * margin) / Math.max(font.widthOfTextAtSize(sentence, 1), 1)),
  );
  const width = font.widthOfTextAtSize(sentence, size);
  const pad = size * 0.4;
  const u = Math.max(margin, (frame.width - width) / 2);
  const v = Math.max(margin * 0.5, pad);
  const rotate = degrees(frame.rotation);
  page.drawRectangle({
    ...frame.toPage(u - pad, v - pad),
    width: width + 2 * pad,
    height: size + 2 * pad,
    color: rgb(1, 1, 1),
    opacity: 0.7,
    rotate,
  });
  page.drawText(sentence, { ...frame.toPage(u, v + size * 0.2), font, size, color: FOOTER_GREY, rotate });
}

/** Stamps one page. */
export function stampPage(page: PDFPage, font: PDFFont, stamp: FittedStamp): void {
  const frame = frameOf(page);
  drawDiagonal(page, frame, font, stamp.diagonal);
  drawFooter(page, frame, font, stamp.sentence);
}
