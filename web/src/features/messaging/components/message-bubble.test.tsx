import type { TMessage } from "@domain/schemas/messaging";
import { render, screen, within } from "@testing-library/react";
import { FEE_WARNING_TEXTS as T } from "@web/features/messaging/texts";
import { describe, expect, it } from "vitest";
import { MessageBubble } from "./message-bubble";

// The fee-scam warning under a received message the server flagged: shown as a note with the
// issue's words, holding the message's actions (the app's Report) instead of the bubble, never on
// the viewer's own message.

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
const now = new Date("2025-06-01T13:00:00.000Z");

const report = <button type="button">Report this message</button>;

function bubble(m: TMessage, own: boolean, actions?: React.ReactNode) {
  return render(
    <ol>
      <MessageBubble message={m} own={own} now={now} actions={actions} />
    </ol>,
  );
}

describe("MessageBubble: the fee warning", () => {
  it("shows the warning under a flagged received message, with the message's Report in it (once)", () => {
    bubble(message({ feeWarning: true }), false, report);
    const note = screen.getByRole("note", { name: T.label });
    expect(note).toHaveTextContent(T.title);
    expect(note).toHaveTextContent(T.body);
    expect(within(note).getByRole("button", { name: "Report this message" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Report this message" })).toHaveLength(1);
  });

  it("keeps an unflagged message's Report in its bubble", () => {
    bubble(message(), false, report);
    expect(screen.getByRole("button", { name: "Report this message" })).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("shows no Report button when the app gives no actions", () => {
    bubble(message({ feeWarning: true }), false);
    expect(screen.getByRole("note", { name: T.label })).toHaveTextContent(T.title);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows nothing on an unflagged message", () => {
    bubble(message(), false);
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.queryByText(T.title)).not.toBeInTheDocument();
  });

  it("never warns on the viewer's own message", () => {
    bubble(message({ senderId: "me", receiverId: "investor", feeWarning: true }), true);
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });
});
