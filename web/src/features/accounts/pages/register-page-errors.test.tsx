import { AUTH_TOASTS } from "@domain/constants/accounts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { ThemeProvider } from "@web/lib/theme-provider";
import { toast } from "@web/lib/toast";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterPage } from "./register-page";

// A field's error is said once, under the field; the failure toast is for what no field explains.

vi.mock("@web/lib/toast", () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

const TAKEN = "An account with this email already exists. Sign in instead.";

function serverAnswering(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

function renderRegister() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/register", element: <RegisterPage /> }], {
    initialEntries: ["/register"],
  });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

async function submitFounder() {
  fireEvent.click(screen.getByText("Founder looking for investment"));
  fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Amina Okafor" } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "amina@kuza.test" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a-long-password" } });
  fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "a-long-password" } });
  fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("RegisterPage errors", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("an e-mail that is taken is said once, under the field, with no toast repeating it", async () => {
    serverAnswering(409, { error: { code: "CONFLICT", message: TAKEN, fields: { email: [TAKEN] } } });
    renderRegister();
    await submitFounder();
    const email = screen.getByLabelText("Email");
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription(TAKEN));
    expect(screen.getAllByText(TAKEN)).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("a failure no field explains is a toast", async () => {
    serverAnswering(500, { error: { code: "INTERNAL", message: "Something went wrong" } });
    renderRegister();
    await submitFounder();
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(AUTH_TOASTS.signUpFailure.title, {
        description: "Something went wrong",
      }),
    );
  });
});
