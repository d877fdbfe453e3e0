import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { json } from "@web/testing/render-page";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { NotificationBell } from "./notification-bell";

// The bell's count waits for the page's own data and its paint (usePageSettled): the page first.
afterEach(() => vi.unstubAllGlobals());

it("asks for the bell's count only once the page's own data has answered and painted", async () => {
  let answerPage: (value: string) => void = () => undefined;
  const fetchMock = vi.fn(async (_url: string) => json({ notifications: [], unreadCount: 4 }));
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The page's data, still on its way as the shell (and its bell) mounts.
  const page = client.fetchQuery({
    queryKey: ["page"],
    queryFn: () =>
      new Promise<string>((resolve) => {
        answerPage = resolve;
      }),
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 300));
  expect(fetchMock).not.toHaveBeenCalled();

  answerPage("the page");
  await page;
  expect(await screen.findByRole("button", { name: "Notifications, 4 unread" })).toBeInTheDocument();
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/notifications"]);
});
