import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { TDocument, TProcessDocuments } from "@domain/due-diligence/documents-schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { DOC_TEXTS as T } from "@web/features/due-diligence/components/document-texts";
import { DocumentsSection } from "@web/features/due-diligence/components/documents-section";
import { processFixture } from "@web/testing/due-diligence";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

// The founder's revocation in the document room: asked before it is done, restored at once; the
// investor's revoked document has no Open button and says why.

const NOW = "2026-11-20T09:00:00.000Z";

function doc(overrides: Partial<TDocument> = {}): TDocument {
  return {
    id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
    processId: processFixture().id,
    category: "pitch_deck",
    name: "Pitch Deck",
    status: "shared",
    createdAt: NOW,
    lastUpdate: NOW,
    fileName: "deck.pdf",
    fileSize: 2048,
    fileType: "application/pdf",
    uploadedByName: "Amina Founder",
    sharedDate: NOW,
    viewedDate: null,
    views: [],
    accessRevoked: false,
    watermarked: true,
    scanStatus: "clean",
    investorOpens: null,
    ...overrides,
  };
}

function setup(role: "investor" | "founder", documents: TDocument[], documentsRevoked = false) {
  const room: TProcessDocuments = {
    jurisdiction: "NG",
    jurisdictionLabel: "Nigeria",
    documents,
    catalogue: [],
    library: [],
    documentsRevoked,
  };
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === "POST"
      ? new Response(JSON.stringify({ documents, documentsRevoked }))
      : new Response(JSON.stringify(room)),
  );
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <DocumentsSection process={processFixture({ viewerRole: role, status: "due_diligence_docs" })} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([url]) => url);
  return { posts };
}

describe("DocumentsSection: access to documents", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the founder before revoking one document, and revokes only once confirmed", async () => {
    const { posts } = setup("founder", [doc()]);
    fireEvent.click(await screen.findByRole("button", { name: T.revokeName("Pitch Deck") }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(T.revokeTitle("Pitch Deck"));
    expect(dialog).toHaveTextContent(T.revokeText("Kofi Investor"));
    expect(posts()).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: T.revoke }));
    await waitFor(() => expect(posts()).toEqual([`/api/due-diligence/documents/${doc().id}/revoke`]));
  });

  it("asks the founder before revoking all, and cancelling changes nothing", async () => {
    const { posts } = setup("founder", [doc()]);
    fireEvent.click(await screen.findByRole("button", { name: T.revokeAll }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(T.revokeAllTitle);
    fireEvent.click(screen.getByRole("button", { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(posts()).toEqual([]);
  });

  it("restores all at once once everything is revoked", async () => {
    const { posts } = setup("founder", [doc({ accessRevoked: true })], true);
    expect(await screen.findByText(T.allRevokedNote)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.restoreName("Pitch Deck") })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: T.restoreAll }));
    await waitFor(() => expect(posts()).toEqual([`/api/due-diligence/${processFixture().id}/documents/restore`]));
  });

  it("shows the investor a revoked document without its Open button", async () => {
    setup("investor", [doc({ accessRevoked: true }), doc({ id: "other", name: "Business Plan", category: "plan" })]);
    expect(await screen.findByText(M.accessRevoked)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.openName("Pitch Deck") })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.openName("Business Plan") })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.revokeAll })).not.toBeInTheDocument();
  });
});
