import type { TDocument } from "@domain/due-diligence/documents-schemas";
import { setLocale } from "@i18n/runtime";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { DocumentRow } from "@web/features/due-diligence/components/document-row";
import { documentFixture } from "@web/testing/due-diligence";
import { afterEach, describe, expect, it } from "vitest";

// The document row says which files reach the investor stamped with their name (issue 21).

function renderRow(doc: TDocument, role: "investor" | "founder" = "investor") {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ul>
        <DocumentRow doc={doc} role={role} frozen={false} library={[]} />
      </ul>
    </QueryClientProvider>,
  );
}

describe("DocumentRow's watermark note", () => {
  afterEach(() => setLocale("en", { reload: false }));

  it("labels a PDF or image as watermarked", () => {
    renderRow(documentFixture());
    expect(screen.getByText("Watermarked")).toBeInTheDocument();
    expect(screen.queryByText("Opens as is; views are logged")).not.toBeInTheDocument();
  });

  it("tells the founder a .docx opens as it is, its views logged", () => {
    renderRow(documentFixture({ fileName: "notes.docx", watermarked: false }), "founder");
    expect(screen.getByText("Opens as is; views are logged")).toBeInTheDocument();
    expect(screen.queryByText("Watermarked")).not.toBeInTheDocument();
  });

  it("says nothing of a watermark before a file is shared", () => {
    renderRow(documentFixture({ status: "pending", fileName: null, watermarked: false }));
    expect(screen.queryByText("Opens as is; views are logged")).not.toBeInTheDocument();
  });

  it("speaks French", () => {
    setLocale("fr", { reload: false });
    renderRow(documentFixture());
    expect(screen.getByText("Filigrané")).toBeInTheDocument();
  });
});
