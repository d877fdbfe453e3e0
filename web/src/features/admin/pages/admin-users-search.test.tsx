import type { TMe } from "@domain/schemas/accounts";
import type { TAdminUser } from "@domain/schemas/admin";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { ADMIN_TEXTS } from "@web/features/admin/texts";
import { meQueryKey } from "@web/lib/session";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminUsersPage } from "./admin-users-page";

// /admin/users filters as you type, after the same pause as every other list: no Enter needed;
// each row links to that user's security log.

const admin: TMe = {
  user: { id: "admin-1", email: "admin@kuza.test", name: "Admin" },
  profile: {
    id: "admin-1",
    email: "admin@kuza.test",
    role: "admin",
    fullName: "Admin",
    phone: null,
    investorType: null,
    lastLoginAt: null,
  },
};

const user = (id: string, fullName: string): TAdminUser => ({
  id,
  email: `${id}@kuza.test`,
  fullName,
  role: "founder",
  phone: null,
  createdAt: "2026-01-01T00:00:00Z",
  lastLoginAt: null,
  banned: false,
  banReason: null,
  kycVerified: null,
});
const USERS = [user("u1", "Amina Founder"), user("u2", "Kofi Builder")];

let requests: string[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      requests.push(path);
      const q = new URL(path, "http://kuza.test").searchParams.get("q")?.toLowerCase() ?? "";
      const items = USERS.filter((u) => u.fullName.toLowerCase().includes(q));
      return new Response(JSON.stringify({ items, total: items.length, nextOffset: null }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryKey, admin);
  const router = createMemoryRouter([{ path: "/admin/users", element: <AdminUsersPage /> }], {
    initialEntries: ["/admin/users"],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("AdminUsersPage search", () => {
  it("filters as you type, once the typing pauses, without pressing Enter", async () => {
    const router = renderPage();
    const list = await screen.findByRole("list");
    expect(within(list).getByText("Kofi Builder")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(ADMIN_TEXTS.usersSearchLabel), { target: { value: "amina" } });
    // Typing alone asks the server nothing yet.
    expect(requests.some((r) => r.includes("q="))).toBe(false);

    await vi.waitFor(() => expect(screen.queryByText("Kofi Builder")).not.toBeInTheDocument(), { timeout: 2000 });
    expect(screen.getByText("Amina Founder")).toBeInTheDocument();
    expect(
      requests.filter((r) => r.includes("q=")).map((r) => new URL(r, "http://kuza.test").searchParams.get("q")),
    ).toEqual(["amina"]);
    expect(router.state.location.search).toBe("?q=amina");
  });

  it("shows the empty state when nobody matches", async () => {
    renderPage();
    await screen.findByRole("list");
    fireEvent.change(screen.getByLabelText(ADMIN_TEXTS.usersSearchLabel), { target: { value: "nobody" } });
    expect(await screen.findByText(ADMIN_TEXTS.usersEmpty, {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it("links each user to the security log filtered by them", async () => {
    renderPage();
    const list = await screen.findByRole("list");
    const link = within(list).getByRole("link", { name: "Security log of Kofi Builder" });
    expect(link).toHaveAttribute("href", "/admin/security?userId=u2");
  });
});
