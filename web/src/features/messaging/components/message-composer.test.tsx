import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MessageComposer } from "./message-composer";

function setup() {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const { content } = JSON.parse(String(init?.body)) as { content: string };
    const message = {
      id: "00000000-0000-4000-8000-000000000001",
      conversationId: "00000000-0000-4000-8000-0000000000c1",
      senderId: "me",
      receiverId: "them",
      content,
      readStatus: false,
      createdAt: "2025-06-01T12:00:00.000Z",
    };
    return new Response(JSON.stringify({ message }), { status: 201 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MessageComposer conversationId="00000000-0000-4000-8000-0000000000c1" viewerId="me" participantName="Kofi" />
    </QueryClientProvider>,
  );
  const box = screen.getByLabelText("Message to Kofi") as HTMLTextAreaElement;
  const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { box, fetchMock, sentBodies };
}

describe("MessageComposer", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the trimmed text on Enter and empties the box", async () => {
    const { box, sentBodies } = setup();
    fireEvent.change(box, { target: { value: "  Hello Kofi \n" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(box.value).toBe(""));
    expect(sentBodies()).toEqual([{ content: "Hello Kofi" }]);
    expect(screen.getByRole("status")).toHaveTextContent("Message Sent");
  });

  it("leaves Shift+Enter to the textarea and never sends whitespace", () => {
    const { box, fetchMock } = setup();
    fireEvent.change(box, { target: { value: "line one" } });
    const shiftEnter = fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(shiftEnter).toBe(true);
    fireEvent.change(box, { target: { value: "   \n  " } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
