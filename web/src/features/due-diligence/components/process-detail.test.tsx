import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import { REFUSAL_MESSAGES } from "@domain/due-diligence/process";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import { setLocale } from "@i18n/runtime";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ProcessDetail } from "@web/features/due-diligence/components/process-detail";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { loadProcessPanelChunks, processFixture, stubApi } from "@web/testing/due-diligence";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// The process panel: its stages, the advance condition, decline, and the investor's end actions.

function renderDetail(process: TProcess) {
  const fetchMock = stubApi({
    [`/api/due-diligence/${process.id}/meetings`]: { meetings: [] },
    [`/api/due-diligence/${process.id}/restart`]: { process: { ...process, status: "initial_contact" } },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProcessDetail process={process} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe("ProcessDetail", () => {
  beforeAll(loadProcessPanelChunks);
  afterEach(() => vi.unstubAllGlobals());

  it("ticks the stages done, marks the current one, and shows the meetings' empty state", async () => {
    renderDetail(processFixture({ status: "follow_up_q&a", progress: 55 }));
    expect(screen.getByText("Follow-up Q&A", { selector: "li" })).toHaveAttribute("aria-current", "step");
    expect(screen.getByText("Pitch Deck Review", { selector: "li" })).toHaveTextContent("(done)");
    expect(screen.getByText("Closing", { selector: "li" })).not.toHaveTextContent("(done)");
    expect(await screen.findByText(T.noMeetings)).toBeInTheDocument();
  });

  it("holds Q&A Scheduled until a meeting is completed, and says so", () => {
    renderDetail(processFixture({ status: "q&a_scheduled" }));
    expect(screen.getByRole("button", { name: M.completeCurrentStep })).toBeDisabled();
    expect(screen.getByText(REFUSAL_MESSAGES.meeting_needed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.scheduleMeeting })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.decline })).toBeInTheDocument();
  });

  it("shows a decline's reason and note, and lets the investor restart", async () => {
    const declined = processFixture({
      status: "declined",
      declineReason: "too_early",
      declineNote: "Come back with paying customers.",
      declinedBy: "founder",
    });
    const fetchMock = renderDetail(declined);
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("Declined by Amina Founder: Too early");
    expect(note).toHaveTextContent("Come back with paying customers.");
    expect(screen.queryByRole("button", { name: T.decline })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.scheduleMeeting })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: T.restart }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url.endsWith("/restart") && init?.method === "POST")).toBe(
        true,
      ),
    );
  });

  it("shows the suspended notice and no action while the other party's account is suspended", async () => {
    renderDetail(processFixture({ status: "closing", counterpartSuspended: true }));
    expect(screen.getByRole("note")).toHaveTextContent(M.accountSuspended);
    expect(await screen.findByText(T.noMeetings)).toBeInTheDocument();
    for (const name of [T.scheduleMeeting, T.decline, T.approve, T.contact("investor")])
      expect(screen.queryByRole("button", { name }) ?? screen.queryByRole("link", { name })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: T.quickActions })).not.toBeInTheDocument();
  });

  it("gives the founder no end actions on a declined process", () => {
    renderDetail(
      processFixture({ status: "declined", viewerRole: "founder", declinedBy: "founder", declineReason: "terms" }),
    );
    expect(screen.getByRole("note")).toHaveTextContent("Declined by you: Terms");
    expect(screen.queryByRole("button", { name: T.restart })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.approve })).not.toBeInTheDocument();
  });
});

describe("ProcessDetail in French", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setLocale("en", { reload: false });
  });

  it("names the stages, the boxes, the decline and the actions in French", async () => {
    setLocale("fr", { reload: false });
    renderDetail(processFixture({ status: "declined", declinedBy: "investor", declineReason: "terms", progress: 55 }));
    expect(screen.getByText("Examen du pitch deck", { selector: "li" })).toBeInTheDocument();
    expect(screen.getAllByText("Déclinée").length).toBeGreaterThan(0);
    expect(screen.getByRole("note")).toHaveTextContent("Déclinée par vous : Conditions");
    expect(screen.getByRole("heading", { name: "Prochaine étape" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Dernier échange" })).toBeInTheDocument();
    expect(
      screen.getByRole("progressbar", { name: "Avancement de la due diligence avec Amina Founder" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Relancer la due diligence" })).toBeInTheDocument();
    expect(await screen.findByText("Aucune réunion pour le moment.")).toBeInTheDocument();
  });

  it("ticks the passed stages for screen readers in French", () => {
    setLocale("fr", { reload: false });
    renderDetail(processFixture({ status: "follow_up_q&a", progress: 55 }));
    expect(screen.getByText("Examen du pitch deck", { selector: "li" })).toHaveTextContent("(terminée)");
    expect(screen.getByRole("button", { name: "Passer à l’étape suivante" })).toBeEnabled();
  });
});
