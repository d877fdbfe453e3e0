// Which document-room files reach an investor stamped with their name (issue 21, "A watermark on
// every copy"): PDFs page by page, images inside a stamped one-page PDF. Other types (doc, docx,
// txt) open as they are and the view is logged. One list, read by the server that stamps and the
// row that says so.

const WATERMARK_EXTENSIONS = ["pdf", "png", "jpg", "jpeg"] as const;

/** "deck.PDF", "photo.jpeg", ".png" or "png" → true; "notes.docx", "readme" → false. */
export function isWatermarkable(fileNameOrExtension: string | null | undefined): boolean {
  const text = (fileNameOrExtension ?? "").trim().toLowerCase();
  const dot = text.lastIndexOf(".");
  const extension = dot === -1 ? text : text.slice(dot + 1);
  return (WATERMARK_EXTENSIONS as readonly string[]).includes(extension);
}
