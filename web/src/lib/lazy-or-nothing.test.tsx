import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { lazyOrNothing } from "./lazy-or-nothing";

function Page({ children }: { children: React.ReactNode }) {
  return (
    <main>
      <h1>The page</h1>
      <Suspense fallback={null}>{children}</Suspense>
    </main>
  );
}

describe("lazyOrNothing", () => {
  it("renders the component once it is fetched", async () => {
    const Toaster = lazyOrNothing(async () => () => <p>Toaster</p>);
    render(
      <Page>
        <Toaster />
      </Page>,
    );
    expect(await screen.findByText("Toaster")).toBeInTheDocument();
  });

  it("renders nothing, and leaves the page standing, when it cannot be fetched", async () => {
    const Toaster = lazyOrNothing<object>(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/themed-toaster-Ab12.js")),
    );
    const { container } = render(
      <Page>
        <Toaster />
      </Page>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("heading", { name: "The page" })).toBeInTheDocument();
    expect(container.querySelector("main")?.childElementCount).toBe(1);
  });
});
