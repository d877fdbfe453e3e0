import type { Role } from "@domain/constants/accounts";
import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { DueDiligencePage } from "@web/features/due-diligence/pages/due-diligence-page";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { meQueryKey } from "@web/lib/session";
import { loadProcessPanelChunks, meAs, processFixture, type StubAnswer, stubApi } from "@web/testing/due-diligence";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// /due-diligence: loading, empty, error, and what the investor and the founder each see.

const list = (items: TProcess[]) => ({
  items,
  total: items.length,
  nextOffset: null,
  counts: {
    active: items.filter((p) => !["closing", "approved", "declined"].includes(p.status)).length,
    completed: items.filter((p) => ["closing", "approved", "declined"].includes(p.status)).length,
  },
});

function renderAs(role: Role, answers: Record<string, StubAnswer>, path = "/due-diligence") {
  const fetchMock = stubApi({ "/api/due-diligence": list([]), ...answers });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryKey, meAs(role));
  const router = createMemoryRouter(
    [
      { path: "/due-diligence", element: <DueDiligencePage /> },
      { path: "/due-diligence/:id", element: <DueDiligencePage /> },
      { path: "/businesses", element: <p>businesses page</p> },
      { path: "/investors", element: <p>investors page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe("DueDiligencePage", () => {
  beforeAll(loadProcessPanelChunks);
  afterEach(() => vi.unstubAllGlobals());

  it("says it is loading while the list is on its way", () => {
    renderAs("investor", { "/api/due-diligence": "pending" });
    expect(screen.getByRole("status")).toHaveTextContent(T.loading);
    expect(screen.getByRole("heading", { name: T.pageTitle })).toBeInTheDocument();
  });

  it("shows the investor's empty state with the way to businesses", async () => {
    renderAs("investor", {});
    expect(await screen.findByText(T.emptyInvestor)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.findBusinesses })).toHaveAttribute("href", "/businesses");
    expect(screen.getByText(T.pageDescriptionInvestor)).toBeInTheDocument();
  });

  it("shows the founder's empty state with the way to investors", async () => {
    renderAs("founder", {});
    expect(await screen.findByText(T.emptyFounder)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.viewInvestors })).toHaveAttribute("href", "/investors");
    expect(screen.getByText(T.pageDescriptionFounder)).toBeInTheDocument();
  });

  it("says the list failed to load and offers to try again", async () => {
    renderAs("investor", { "/api/due-diligence": { status: 500 } });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(M.errorLoading);
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows a process the viewer cannot reach as not found", async () => {
    const missing = "0b5c9a3e-2f1d-4c6b-9a8e-7d6c5b4a3f2e";
    renderAs("investor", { "/api/due-diligence": list([processFixture()]) }, `/due-diligence/${missing}`);
    expect(await screen.findByText(T.notFound)).toBeInTheDocument();
  });

  it("gives the investor the first process in detail, with the tabs' counts and the investor's actions", async () => {
    const closing = processFixture({
      id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
      status: "closing",
      progress: 100,
      counterpartName: "Mavuno Cold Chain",
    });
    const active = processFixture({ counterpartName: "Shamba Fresh", status: "pitch_deck_review", progress: 25 });
    renderAs("investor", {
      "/api/due-diligence": list([active, closing]),
      [`/api/due-diligence/${active.id}/meetings`]: { meetings: [] },
    });
    expect(await screen.findByRole("tab", { name: T.activeTab(1) })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: T.completedTab(1) })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Shamba Fresh", level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.moveToNextStep })).toBeEnabled();
    expect(screen.getByRole("link", { name: T.contact("investor") })).toHaveAttribute(
      "href",
      `/messages?contact=${active.counterpartId}`,
    );
    expect(screen.queryByRole("button", { name: T.approve })).not.toBeInTheDocument();
  });

  it("asks to pick a process when the viewer has only completed ones", async () => {
    renderAs("investor", { "/api/due-diligence": list([processFixture({ status: "declined" })]) });
    expect(await screen.findByText(T.selectPrompt)).toBeInTheDocument();
    expect(screen.getByText(T.emptyActive)).toBeInTheDocument();
  });

  it("lets only the investor approve a process at Closing", async () => {
    const closing = processFixture({ status: "closing", progress: 100 });
    const answers = {
      "/api/due-diligence": list([closing]),
      [`/api/due-diligence/${closing.id}/meetings`]: { meetings: [] },
    };
    renderAs("investor", answers, `/due-diligence/${closing.id}`);
    expect(await screen.findByRole("button", { name: T.approve })).toBeEnabled();
    expect(screen.queryByRole("button", { name: T.moveToNextStep })).not.toBeInTheDocument();
  });

  it("shows the founder the investor's side without Approve Deal", async () => {
    const closing = processFixture({
      status: "closing",
      progress: 100,
      viewerRole: "founder",
      counterpartName: "Kofi Investor",
    });
    renderAs(
      "founder",
      {
        "/api/due-diligence": list([closing]),
        [`/api/due-diligence/${closing.id}/meetings`]: { meetings: [] },
      },
      `/due-diligence/${closing.id}`,
    );
    expect(await screen.findByRole("heading", { name: "Kofi Investor", level: 2 })).toBeInTheDocument();
    // The list follows the selected process to its tab (an effect, once the process is known).
    expect(await screen.findByRole("tab", { name: T.completedTab(1), selected: true })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.approve })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.contact("founder") })).toBeInTheDocument();
  });
});
