import type { Role } from "@domain/constants/accounts";
import type { TMe } from "@domain/schemas/accounts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { ThemeProvider } from "@web/lib/theme-provider";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginPage } from "./login-page";

// Where signing in leads when the address carries ?next=: back there only if the role may open it.

function meAs(role: Role): TMe {
  const id = `${role}-1`;
  return {
    user: { id, email: `${role}@kuza.test`, name: role },
    profile: {
      id,
      email: `${role}@kuza.test`,
      role,
      fullName: role,
      phone: null,
      investorType: null,
      lastLoginAt: null,
    },
  };
}

/** The sign-in and session endpoints answering as `role`'s account. */
function serverSigningInAs(role: Role) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, _init?: RequestInit) => {
      if (path === "/api/auth/sign-in/email") return new Response(JSON.stringify({ redirect: false }), { status: 200 });
      if (path === "/api/session") return new Response(JSON.stringify({ viewer: meAs(role) }), { status: 200 });
      if (path === "/api/accounts/providers")
        return new Response(JSON.stringify({ google: true, linkedin: true }), { status: 200 });
      return new Response(null, { status: 404 });
    }),
  );
}

function Landed() {
  const location = useLocation();
  return <p>landed on {`${location.pathname}${location.search}`}</p>;
}

function renderLogin(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "*", element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

async function signIn() {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "someone@kuza.test" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a-long-password" } });
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("LoginPage ?next=", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("an investor signing in at /login?next=/founder/dashboard lands on the investor dashboard, not Access Denied", async () => {
    serverSigningInAs("investor");
    renderLogin("/login?next=%2Ffounder%2Fdashboard");
    await signIn();
    expect(await screen.findByText("landed on /investor/dashboard", {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("returns to a next the role may open, with its query", async () => {
    serverSigningInAs("investor");
    renderLogin("/login?next=%2Fbusinesses%2Fb1%3Ftab%3Dteam");
    await signIn();
    expect(await screen.findByText("landed on /businesses/b1?tab=team", {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("a social sign-in comes back through the landing page, which applies the same rule once the role is known", async () => {
    serverSigningInAs("investor");
    renderLogin("/login?next=%2Ffounder%2Fdashboard");
    const google = await screen.findByRole("button", { name: /Google/ });
    await vi.waitFor(() => expect(google).toBeEnabled());
    fireEvent.click(google);
    await vi.waitFor(() => {
      const start = vi.mocked(fetch).mock.calls.find(([path]) => path === "/api/auth/sign-in/social");
      expect(JSON.parse(String(start?.[1]?.body))).toMatchObject({ callbackURL: "/?next=%2Ffounder%2Fdashboard" });
    });
  });
});
