import type { TConversation, TMessage } from "@domain/schemas/messaging";
import { setLocale } from "@i18n/runtime";
import { render, screen, within } from "@testing-library/react";
import "@web/testing/jsdom-search-element";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConversationList } from "./conversation-list";
import { MessageBubble } from "./message-bubble";

// The inbox in French: the list's words and unread count, a bubble's time, its read mark and the
// fee-scam warning.

const now = new Date("2025-06-01T15:00:00.000Z");
const message = (o: Partial<TMessage> = {}): TMessage => ({
  id: "00000000-0000-4000-8000-000000000001",
  conversationId: "00000000-0000-4000-8000-0000000000c1",
  senderId: "investor",
  receiverId: "me",
  content: "Please pay a processing fee of $500 to be considered.",
  readStatus: false,
  createdAt: "2025-06-01T12:00:00.000Z",
  ...o,
});
const conversation: TConversation = {
  id: "00000000-0000-4000-8000-0000000000c1",
  participantId: "them",
  participantName: "Kofi",
  participantRole: "investor",
  participantSuspended: false,
  lastMessage: null,
  lastMessageTime: "2025-06-01T14:55:00.000Z",
  unreadCount: 3,
};

const list = (conversations: TConversation[], search = "", hasMore = false) =>
  render(
    <MemoryRouter>
      <ConversationList
        conversations={conversations}
        more={{ hasMore, loading: false, failed: false, onLoad: () => undefined }}
        isPending={false}
        error={null}
        onRetry={() => undefined}
        search={search}
        onSearchChange={() => undefined}
        selectedId={null}
        now={now}
      />
    </MemoryRouter>,
  );

beforeEach(() => setLocale("fr", { reload: false }));
afterEach(() => setLocale("en", { reload: false }));

describe("messaging in French", () => {
  it("the list: search, role, relative time, unread count and the next page", () => {
    list([conversation], "", true);
    expect(screen.getByRole("button", { name: "Voir plus" })).toBeEnabled();
    expect(screen.getByLabelText("Rechercher des conversations par nom")).toHaveAttribute(
      "placeholder",
      "Rechercher par nom…",
    );
    const item = within(screen.getByRole("list", { name: "Conversations" })).getByRole("link");
    expect(item).toHaveTextContent("Investisseur");
    expect(item).toHaveTextContent("Aucun message pour l’instant");
    expect(item).toHaveTextContent("il y a 5 min");
    expect(item).toHaveTextContent("3 non lus");
  });

  it("the list's empty states", () => {
    list([], "Ama");
    expect(screen.getByText("Aucune conversation ne correspond à « Ama ».").textContent).toBe(
      "Aucune conversation ne correspond à «\u00a0Ama\u00a0».",
    );
  });

  it("a bubble: the time as French writes it, who sent it, and the fee warning", () => {
    const { container } = render(
      <ol>
        <MessageBubble message={message({ senderId: "me", receiverId: "investor" })} own now={now} />
        <MessageBubble
          message={message({ feeWarning: true, createdAt: "2025-05-30T12:00:00.000Z" })}
          own={false}
          now={now}
        />
      </ol>,
    );
    const [today, earlier] = [...container.querySelectorAll("time")].map((t) => t.textContent ?? "");
    expect(today).toMatch(/^\d{2}:\d{2}$/);
    expect(earlier).toMatch(/^30 mai,? (à )?\d{2}:\d{2}$/);
    expect(container.textContent).toContain("Vous\u00a0: ");
    expect(screen.getByText("Envoyé")).toBeInTheDocument();
    expect(screen.getByRole("note", { name: "Possible arnaque aux frais" })).toHaveTextContent("Ne payez pas.");
  });
});
