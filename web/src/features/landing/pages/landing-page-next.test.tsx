import type { Role } from "@domain/constants/accounts";
import type { TMe } from "@domain/schemas/accounts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { meQueryKey } from "@web/lib/session";
import { ThemeProvider } from "@web/lib/theme-provider";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LandingPage } from "./landing-page";

// Social sign-in comes back to /?next=…: the landing page sends the user on only where their role
// may go, as the e-mail sign-in does.

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

function Landed() {
  const location = useLocation();
  return <p>landed on {`${location.pathname}${location.search}`}</p>;
}

function renderLanding(url: string, role: Role) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(meQueryKey, meAs(role));
  const router = createMemoryRouter(
    [
      { path: "/", element: <LandingPage /> },
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

beforeEach(() => {
  // The live feed: nothing yet.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ items: [] }), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("LandingPage after a social sign-in", () => {
  it("an investor coming back with next=/founder/dashboard goes to the investor dashboard", async () => {
    renderLanding("/?next=%2Ffounder%2Fdashboard", "investor");
    expect(await screen.findByText("landed on /investor/dashboard")).toBeInTheDocument();
  });

  it("a next the role may open is where the user goes", async () => {
    renderLanding("/?next=%2Fmessages%3Fto%3Du1", "founder");
    expect(await screen.findByText("landed on /messages?to=u1")).toBeInTheDocument();
  });
});
