import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import type { TMeeting } from "@domain/due-diligence/meetings-schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MeetingsSection } from "@web/features/due-diligence/components/meetings-section";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { meetingFixture, processFixture } from "@web/testing/due-diligence";
import { afterEach, describe, expect, it, vi } from "vitest";

function setup(meeting: TMeeting) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === "POST"
      ? new Response(JSON.stringify({ meeting: { ...meeting, status: "completed" } }))
      : new Response(JSON.stringify({ meetings: [meeting] })),
  );
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MeetingsSection process={processFixture()} />
    </QueryClientProvider>,
  );
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
  return { posts };
}

describe("MeetingsSection: Mark Completed", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is disabled with the reason before the meeting's start time", async () => {
    const { posts } = setup(meetingFixture({ startsAt: new Date(Date.now() + 86_400_000).toISOString() }));
    const button = await screen.findByRole("button", { name: T.completeMeeting });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(M.meetingNotStarted);
    fireEvent.click(button);
    expect(posts()).toHaveLength(0);
  });

  it("completes the meeting once its start time has passed", async () => {
    const { posts } = setup(meetingFixture({ startsAt: new Date(Date.now() - 3_600_000).toISOString() }));
    const button = await screen.findByRole("button", { name: T.completeMeeting });
    expect(button).toBeEnabled();
    expect(screen.queryByText(M.meetingNotStarted)).not.toBeInTheDocument();
    fireEvent.click(button);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ action: "complete" });
  });
});

describe("MeetingsSection: the calendar file", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the meeting's .ics to add, and once cancelled the same file to remove it", async () => {
    const meeting = meetingFixture({ startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const href = `/api/due-diligence/${meeting.processId}/meetings/${meeting.id}/ics`;
    setup(meeting);
    const add = await screen.findByRole("link", { name: T.addToCalendar });
    expect(add).toHaveAttribute("href", href);
    expect(add).toHaveAttribute("download");
    cleanup();
    vi.unstubAllGlobals();

    setup({ ...meeting, status: "cancelled" });
    const remove = await screen.findByRole("link", { name: T.removeFromCalendar });
    expect(remove).toHaveAttribute("href", href);
    expect(screen.queryByRole("link", { name: T.addToCalendar })).not.toBeInTheDocument();
  });
});
