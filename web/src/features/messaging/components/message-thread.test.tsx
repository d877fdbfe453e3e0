import { MESSAGING_MESSAGES as M } from "@domain/constants/messaging";
import type { TConversation } from "@domain/schemas/messaging";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MessageThread } from "./message-thread";

// The thread with a suspended participant: the messages stay, the composer gives way to the notice.

const conversation: TConversation = {
  id: "00000000-0000-4000-8000-0000000000c1",
  participantId: "them",
  participantName: "Kofi",
  participantRole: "investor",
  participantSuspended: false,
  lastMessage: "Hello",
  lastMessageTime: "2025-06-01T12:00:00.000Z",
  unreadCount: 0,
};

function renderThread(overrides: Partial<TConversation>) {
  const message = {
    id: "00000000-0000-4000-8000-000000000001",
    conversationId: conversation.id,
    senderId: "them",
    receiverId: "me",
    content: "Hello",
    readStatus: true,
    createdAt: "2025-06-01T12:00:00.000Z",
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ messages: [message], hasMore: false }), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MessageThread conversation={{ ...conversation, ...overrides }} viewerId="me" now={new Date()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("MessageThread", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the composer to an active participant", async () => {
    renderThread({});
    expect(await screen.findByText("Hello")).toBeInTheDocument();
    expect(screen.getByLabelText("Message to Kofi")).toBeInTheDocument();
    expect(screen.queryByText(M.accountSuspended)).not.toBeInTheDocument();
  });

  it("shows the messages and the suspended notice instead of the composer", async () => {
    renderThread({ participantSuspended: true });
    expect(await screen.findByText("Hello")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent(M.accountSuspended);
    expect(screen.queryByLabelText("Message to Kofi")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send message" })).not.toBeInTheDocument();
  });
});
