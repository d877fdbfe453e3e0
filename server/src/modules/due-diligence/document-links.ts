import { DOCUMENT_LINK_SECONDS } from "@domain/due-diligence/documents-constants";
import { expiryFor, type LinkCheck, type LinkSigner } from "../../storage/signing";

// Document links (issue 21): the spec's 10-day lifetime, but the signature names the document
// AND the one user the link was made for. The route serving it asks for that user's session and
// checks their access again; a link that reaches anyone else opens nothing.

export type LinkKind = "process" | "library";

const PATHS: Record<LinkKind, (id: string) => string> = {
  process: (id) => `/api/due-diligence/documents/${id}/file`,
  library: (id) => `/api/due-diligence/library/${id}/file`,
};

const subject = (kind: LinkKind, id: string, userId: string) => `${kind}\n${id}\n${userId}`;

/** A link to the document for this user alone, and when it stops working. */
export function makeDocumentLink(
  links: LinkSigner,
  kind: LinkKind,
  id: string,
  userId: string,
  nowMs: number = Date.now(),
): { url: string; expiresAt: string } {
  const expires = expiryFor(DOCUMENT_LINK_SECONDS, nowMs);
  const query = new URLSearchParams({
    expires: String(expires),
    signature: links.sign(subject(kind, id, userId), expires),
  });
  return { url: `${PATHS[kind](id)}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/** Whether the link's query was signed for this document and this user, and whether it has expired. */
export function checkDocumentLink(
  links: LinkSigner,
  kind: LinkKind,
  id: string,
  userId: string,
  query: { expires: string; signature: string },
): LinkCheck {
  return links.check(subject(kind, id, userId), query.expires, query.signature);
}
