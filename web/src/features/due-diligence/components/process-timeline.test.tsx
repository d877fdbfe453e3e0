import type { TTimeline, TTimelineEvent } from "@domain/due-diligence/timeline-schemas";
import { setLocale } from "@i18n/runtime";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { ProcessTimeline } from "@web/features/due-diligence/components/process-timeline";
import { TIMELINE_TEXTS as T } from "@web/features/due-diligence/components/timeline-texts";
import { processFixture, type StubAnswer, stubApi } from "@web/testing/due-diligence";
import { afterEach, describe, expect, it, vi } from "vitest";

// The process's timeline: loading, empty, error, the events in order with who did them, and the
// newest few until all are asked for.

const process = processFixture({ viewerRole: "founder", counterpartName: "Kofi Investor" });
const path = `/api/due-diligence/${process.id}/timeline`;

let n = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString();
function ev(kind: TTimelineEvent["kind"], fields: Partial<TTimelineEvent> = {}): TTimelineEvent {
  n += 1;
  return { id: `e${n}`, kind, at: at(n), actor: null, subject: null, action: null, status: null, ...fields };
}

const EVENTS: TTimelineEvent[] = [
  ev("process_started", { actor: "investor" }),
  ev("meeting_proposed", { actor: "investor", subject: "Intro call" }),
  ev("meeting_changed", { actor: "founder", subject: "Intro call", action: "approve", status: "scheduled" }),
  ev("stage_changed", { actor: "founder", action: "advance", status: "due_diligence_docs" }),
  ev("document_requested", { actor: "investor", subject: "Pitch Deck" }),
  ev("document_shared", { actor: "founder", subject: "Pitch Deck" }),
  ev("document_opened", { actor: "investor", subject: "Pitch Deck" }),
];

function renderWith(answer: StubAnswer) {
  stubApi({ [path]: answer });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProcessTimeline process={process} />
    </QueryClientProvider>,
  );
}

const items = () => within(screen.getByRole("list")).getAllByRole("listitem");

describe("ProcessTimeline", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setLocale("en", { reload: false });
  });

  it("says it is loading, then that nothing happened yet", async () => {
    renderWith("pending");
    expect(screen.getByRole("status", { name: T.loading })).toHaveAttribute("aria-busy", "true");
    vi.unstubAllGlobals();
    renderWith({ events: [], truncated: false } satisfies TTimeline);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it("says it failed and offers to try again", async () => {
    renderWith({ status: 500 });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(T.error);
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("lists the newest events oldest first with who did them, and all of them on demand", async () => {
    renderWith({ events: EVENTS, truncated: false } satisfies TTimeline);
    const more = await screen.findByRole("button", { name: T.showAll(EVENTS.length) });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(items()).toHaveLength(6);
    expect(items()[0]).toHaveTextContent("Meeting proposed: Intro call");
    expect(items()[0]).toHaveTextContent("by Kofi Investor");
    expect(items()[1]).toHaveTextContent("Meeting accepted: Intro call");
    expect(items()[1]).toHaveTextContent("by you");
    expect(items()[2]).toHaveTextContent("Moved to Due Diligence Docs");
    expect(items()[5]).toHaveTextContent("Document opened: Pitch Deck");
    expect(within(items()[5] as HTMLElement).getByText(/Nov 20, 2026/)).toHaveAttribute("datetime", at(7));
    fireEvent.click(more);
    expect(items()).toHaveLength(7);
    expect(items()[0]).toHaveTextContent("Interest expressed, due diligence started");
    expect(screen.getByRole("button", { name: T.showFewer })).toHaveAttribute("aria-expanded", "true");
  });

  it("names no one for a change recorded before the history, and says when older events are left out", async () => {
    renderWith({
      events: [...EVENTS, ev("meeting_changed", { subject: "Old call", action: "complete", status: "completed" })],
      truncated: true,
    } satisfies TTimeline);
    fireEvent.click(await screen.findByRole("button", { name: T.showAll(8) }));
    expect(screen.getByText(T.truncated(8))).toBeInTheDocument();
    const last = items().at(-1) as HTMLElement;
    expect(last).toHaveTextContent("Meeting completed: Old call");
    expect(last).not.toHaveTextContent("by ");
  });

  it("speaks French", async () => {
    setLocale("fr", { reload: false });
    renderWith({ events: EVENTS.slice(0, 3), truncated: false } satisfies TTimeline);
    expect(screen.getByRole("heading", { name: "Historique" })).toBeInTheDocument();
    await screen.findByRole("list");
    expect(items()[1]).toHaveTextContent("Réunion proposée : Intro call");
    expect(items()[2]).toHaveTextContent("par vous");
  });
});
