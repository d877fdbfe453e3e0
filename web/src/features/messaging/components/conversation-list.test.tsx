import type { TConversation } from "@domain/schemas/messaging";
import { fireEvent, render, screen, within } from "@testing-library/react";
import "@web/testing/jsdom-search-element";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ConversationList } from "./conversation-list";

// The inbox's list comes a page at a time: the foot of the list asks for the next one, says when
// it is on its way, and offers a retry when it failed, with the pages already shown kept.

const now = new Date("2025-06-01T15:00:00.000Z");
const conversation = (n: number): TConversation => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  participantId: `founder-${n}`,
  participantName: `Founder ${n}`,
  participantRole: "founder",
  participantSuspended: false,
  lastMessage: `hello ${n}`,
  lastMessageTime: "2025-06-01T14:55:00.000Z",
  unreadCount: 0,
});

type More = { hasMore: boolean; loading: boolean; failed: boolean; onLoad: () => void };

function renderList(more: Partial<More>, error: Error | null = null) {
  const onLoad = vi.fn();
  render(
    <MemoryRouter>
      <ConversationList
        conversations={[conversation(1), conversation(2)]}
        more={{ hasMore: false, loading: false, failed: false, onLoad, ...more }}
        isPending={false}
        error={error}
        onRetry={() => undefined}
        search=""
        onSearchChange={() => undefined}
        selectedId={null}
        now={now}
      />
    </MemoryRouter>,
  );
  return { onLoad: more.onLoad ?? onLoad };
}

describe("ConversationList's pages", () => {
  it("offers the next page when there is one, and asks for it", () => {
    const { onLoad } = renderList({ hasMore: true });
    expect(within(screen.getByRole("list", { name: "Conversations" })).getAllByRole("link")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it("shows no button on the last page", () => {
    renderList({ hasMore: false });
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("says the next page is on its way, and takes no second click meanwhile", () => {
    renderList({ hasMore: true, loading: true });
    expect(screen.getByRole("button", { name: "Loading…" })).toBeDisabled();
  });

  it("keeps the pages shown when the next one failed, with a retry", () => {
    const { onLoad } = renderList({ hasMore: true, failed: true }, new Error("Network down"));
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(screen.getByText("Error loading conversations: Network down")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });
});
