import type { TNotification } from "@domain/schemas/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bellLabel, NotificationBell } from "./notification-bell";

const note = (id: string, read: boolean, link: string | null = null): TNotification => ({
  id,
  type: "message",
  title: `Title ${id}`,
  description: `Description ${id}`,
  link,
  read,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
});

function setup(list: { notifications: TNotification[]; unreadCount: number }) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === "/api/notifications") return new Response(JSON.stringify(list));
    return new Response(JSON.stringify({ updated: 1, notification: list.notifications[0] }));
  });
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/"]}>
        <NotificationBell />
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/messages" element={<p>inbox page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
  return { posts };
}

const openMenu = (button: HTMLElement) =>
  fireEvent.pointerDown(button, { button: 0, ctrlKey: false, pointerType: "mouse" });

describe("bellLabel", () => {
  it.each([
    [0, "Notifications"],
    [3, "Notifications, 3 unread"],
    [99, "Notifications, 99 unread"],
    [100, "Notifications, 99+ unread"],
  ])("%i unread reads %s", (count, label) => {
    expect(bellLabel(count)).toBe(label);
  });
});

describe("NotificationBell", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the badge capped at 99+, and a click marks one read and follows its link", async () => {
    const { posts } = setup({
      notifications: [note("a", false, "/messages?contact=u1"), note("b", true)],
      unreadCount: 120,
    });
    const bell = await screen.findByRole("button", { name: "Notifications, 99+ unread" });
    expect(screen.getByTestId("notification-badge")).toHaveTextContent("99+");
    openMenu(bell);
    expect(await screen.findByRole("menuitem", { name: /Title a/ })).toHaveTextContent("5m ago");
    fireEvent.click(screen.getByRole("menuitem", { name: /Title a/ }));
    expect(await screen.findByText("inbox page")).toBeInTheDocument();
    expect(posts().map(([url]) => url)).toEqual(["/api/notifications/a/read"]);
    await screen.findByRole("button", { name: "Notifications, 99+ unread" });
  });

  it("Mark all as read clears the badge", async () => {
    const { posts } = setup({ notifications: [note("a", false)], unreadCount: 2 });
    openMenu(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument());
    expect(screen.queryByTestId("notification-badge")).toBeNull();
    expect(posts().map(([url]) => url)).toEqual(["/api/notifications/read-all"]);
  });

  it("says when there are none", async () => {
    setup({ notifications: [], unreadCount: 0 });
    openMenu(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications")).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Mark all as read" })).toHaveAttribute("aria-disabled", "true");
  });
});
