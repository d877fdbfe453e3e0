import type { TMessage } from "@domain/schemas/messaging";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { FEE_WARNING_TEXTS as T } from "@web/features/messaging/texts";
import { describe, expect, it, vi } from "vitest";
import { MessageBubble } from "./message-bubble";

// The fee-scam warning under a received message the server flagged: shown as a note with the
// issue's words, its Report button only when the page can report, never on the viewer's own message.

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

function bubble(m: TMessage, own: boolean, onReport?: (id: string) => void) {
  return render(
    <ol>
      <MessageBubble message={m} own={own} now={now} onReport={onReport} />
    </ol>,
  );
}

describe("MessageBubble: the fee warning", () => {
  it("shows the warning under a flagged received message, and Report reports that message", () => {
    const onReport = vi.fn();
    bubble(message({ feeWarning: true }), false, onReport);
    const note = screen.getByRole("note", { name: T.label });
    expect(note).toHaveTextContent(T.title);
    expect(note).toHaveTextContent(T.body);
    fireEvent.click(within(note).getByRole("button", { name: T.reportLabel }));
    expect(onReport).toHaveBeenCalledExactlyOnceWith("00000000-0000-4000-8000-000000000001");
  });

  it("shows no Report button when the page cannot report", () => {
    bubble(message({ feeWarning: true }), false);
    expect(screen.getByRole("note", { name: T.label })).toHaveTextContent(T.title);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows nothing on an unflagged message", () => {
    bubble(message(), false, vi.fn());
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.queryByText(T.title)).not.toBeInTheDocument();
  });

  it("never warns on the viewer's own message", () => {
    bubble(message({ senderId: "me", receiverId: "investor", feeWarning: true }), true, vi.fn());
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });
});
