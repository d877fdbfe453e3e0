import { setLocale } from "@i18n/runtime";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { RouteErrorPage } from "@web/features/shell/pages/route-error-page";
import { page as currentPage } from "@web/lib/page-reload";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageRoute } from "./page-route";

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  reload = vi.spyOn(currentPage, "reload").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  // A route's failure is logged on purpose, by React and by the page: not a test's stray error.
  vi.mocked(console.error).mockClear();
});

function Frame() {
  return (
    <div>
      <nav aria-label="Main">Shell navigation</nav>
      <Outlet />
    </div>
  );
}

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'name')");
}

const notFetched = () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/page-Ab12.js"));

const page = (load: () => Promise<{ Component: () => never }>) => ({ title: () => "A page", load });
const throwing = page(async () => ({ Component: Broken }));
const unfetched = page(notFetched);

/** As routes.tsx builds them: a framed page at /matchmaking, a standalone one at /login. */
function renderAt(path: "/matchmaking" | "/login", which: ReturnType<typeof page>) {
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteErrorPage />,
        children: [
          pageRoute("/login", which),
          { element: <Frame />, children: [pageRoute("/matchmaking", which, <RouteErrorPage framed />)] },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe("RouteErrorPage", () => {
  it("shows a page that throws as an error inside the frame, which stays, with a reload and the way home", async () => {
    renderAt("/matchmaking", throwing);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong");
    expect(alert).toHaveTextContent("This page stopped unexpectedly. Reload it to try again.");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Reload page" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("speaks the reader's language", async () => {
    setLocale("fr", { reload: false });
    try {
      renderAt("/matchmaking", throwing);
      expect(await screen.findByRole("alert")).toHaveTextContent("Une erreur s’est produite");
      expect(screen.getByRole("button", { name: "Recharger la page" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/");
    } finally {
      setLocale("en", { reload: false });
    }
  });

  it("a standalone page's failure takes the whole screen", async () => {
    renderAt("/login", throwing);
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.getByRole("main")).toContainElement(screen.getByRole("alert"));
  });

  it("reloads by itself once when a page's code cannot be fetched (a deploy since the tab opened)", async () => {
    renderAt("/matchmaking", unfetched);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toBeInTheDocument();
  });

  it("after that reload, a second failure is shown with a reload button instead of reloading again", async () => {
    sessionStorage.setItem("stale-build-reload", String(Date.now() - 5_000));
    renderAt("/matchmaking", unfetched);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This page could not load");
    expect(alert).toHaveTextContent("Kuza may have just been updated, or the connection dropped.");
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Reload page" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
