import type { TDocument } from "@domain/due-diligence/documents-schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { DocumentRow } from "@web/features/due-diligence/components/document-row";
import { DOC_TEXTS as T } from "@web/features/due-diligence/components/document-texts";
import { documentFixture } from "@web/testing/due-diligence";
import { describe, expect, it } from "vitest";

// A shared document as the founder sees it (issue 21): the investor's opens (count and last), and
// every open on demand.

const DOC = documentFixture({
  status: "viewed",
  views: [
    { viewerName: "Kofi Investor", viewedAt: "2026-11-23T09:00:00.000Z" },
    { viewerName: "Amina Founder", viewedAt: "2026-11-22T12:00:00.000Z" },
    { viewerName: "Kofi Investor", viewedAt: "2026-11-22T09:00:00.000Z" },
  ],
  investorOpens: { count: 2, firstOpenedAt: "2026-11-22T09:00:00.000Z", lastOpenedAt: "2026-11-23T09:00:00.000Z" },
});

function renderRow(doc: TDocument, role: "founder" | "investor" = "founder") {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ul>
        <DocumentRow
          doc={doc}
          role={role}
          frozen={false}
          library={[]}
          investorName="Kofi Investor"
          allRevoked={false}
        />
      </ul>
    </QueryClientProvider>,
  );
}

describe("DocumentRow: the founder's view analytics", () => {
  it("sums up the investor's opens and lists every open on demand", () => {
    renderRow(DOC);
    const summary = screen.getByText(new RegExp(`^${T.investorOpens(2)} · last `));
    fireEvent.click(summary);
    expect(screen.getByText(T.allOpens)).toBeVisible();
    expect(screen.getAllByText(/Kofi Investor ·/)).toHaveLength(2);
  });

  it("says the investor has not opened it yet", () => {
    renderRow({ ...DOC, views: [], investorOpens: { count: 0, firstOpenedAt: null, lastOpenedAt: null } });
    expect(screen.getByText(T.investorNotOpened)).toBeInTheDocument();
  });

  it("shows the investor no analytics", () => {
    renderRow({ ...DOC, views: [], investorOpens: null }, "investor");
    expect(screen.queryByText(T.investorNotOpened)).not.toBeInTheDocument();
    expect(screen.queryByText(/by the investor/)).not.toBeInTheDocument();
  });
});
