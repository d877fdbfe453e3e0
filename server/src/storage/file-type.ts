import type { DocumentExtension } from "@domain/due-diligence/documents-constants";

// What an uploaded document really is, read from its first bytes and held against its extension: a page
// renamed plan.pdf has no PDF signature and is refused. The client's declared type is never read.

export const DOCUMENT_MIME: Record<DocumentExtension, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain; charset=utf-8",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** How many leading bytes the check reads (a .docx names its parts within them). */
const SNIFF_BYTES = 64 * 1024;

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const PDF = ascii("%PDF-");
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** OLE2 compound file: Word 97-2003 .doc. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** A ZIP local file header: .docx is an Open Packaging (ZIP) container. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CONTENT_TYPES = ascii("[Content_Types].xml");

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Plain text: UTF-8 without NUL or other control characters than tab, line breaks and form feed. */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    // stream: true keeps a character cut at the end of the sniffed bytes from counting as invalid.
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return false;
  }
  return bytes.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d) && !bytes.includes(0x7f);
}

/** True when the first bytes are what the extension says. */
export function contentMatches(extension: DocumentExtension, head: Uint8Array): boolean {
  switch (extension) {
    case "pdf":
      return startsWith(head, PDF);
    case "png":
      return startsWith(head, PNG);
    case "jpg":
    case "jpeg":
      return startsWith(head, JPEG);
    case "doc":
      return startsWith(head, OLE2);
    case "docx":
      return startsWith(head, ZIP) && contains(head, CONTENT_TYPES);
    case "txt":
      return head.length > 0 && isPlainText(head);
  }
}

export class TooLargeError extends Error {}

/**
 * Reads the first SNIFF_BYTES of a body, and hands back those bytes plus a stream of the whole
 * body that errors with TooLargeError as soon as more than maxBytes have arrived.
 */
export async function peekBody(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<{ head: Uint8Array; stream: ReadableStream<Uint8Array> }> {
  const reader = (body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() })).getReader();
  const first: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < SNIFF_BYTES) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    first.push(next.value);
    size += next.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new TooLargeError();
    }
  }
  const head = new Uint8Array(size);
  let offset = 0;
  for (const chunk of first) {
    head.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let total = size;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (size > 0) controller.enqueue(head);
      if (done) controller.close();
    },
    async pull(controller) {
      if (done) return;
      const next = await reader.read();
      if (next.done) {
        done = true;
        controller.close();
        return;
      }
      total += next.value.byteLength;
      if (total > maxBytes) {
        done = true;
        await reader.cancel().catch(() => {});
        controller.error(new TooLargeError());
        return;
      }
      controller.enqueue(next.value);
    },
    async cancel() {
      await reader.cancel().catch(() => {});
    },
  });
  return { head: head.slice(0, SNIFF_BYTES), stream };
}
