import type { TProcessNda } from "@domain/due-diligence/nda/nda-schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NdaDialog } from "@web/features/due-diligence/components/nda-dialog";
import { NDA_TEXTS as T } from "@web/features/due-diligence/components/nda-texts";
import { afterEach, describe, expect, it, vi } from "vitest";

const NDA: TProcessNda = {
  requirement: "standard",
  investorName: "Kofi Investor",
  businessName: "Shamba Fresh",
  standard: {
    version: "kuza-mutual-nda-v1",
    text: {
      title: "Mutual Non-Disclosure Agreement",
      preamble: ["Between Shamba Fresh and Kofi Investor."],
      sections: [["6. Term", "Two (2) years."]],
    },
  },
  file: null,
  acceptance: null,
};

function setup(answer: (body: unknown) => Response) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === "POST" ? answer(JSON.parse(String(init.body))) : new Response(JSON.stringify(NDA)),
  );
  vi.stubGlobal("fetch", fetchMock);
  const onAccepted = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NdaDialog processId="p1" onAccepted={onAccepted} onClose={() => {}} />
    </QueryClientProvider>,
  );
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
  return { posts, onAccepted };
}

const accepted = () =>
  new Response(
    JSON.stringify({
      acceptance: {
        investorName: "Kofi Investor",
        typedName: "Kofi Investor",
        acceptedAt: new Date().toISOString(),
        ip: "local",
        kind: "standard",
        textVersion: "kuza-mutual-nda-v1",
        textLocale: "en",
        fileSha256: null,
      },
    }),
  );

describe("NdaDialog", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the filled-in text, refuses a name that is not the profile's without asking the server", async () => {
    const { posts, onAccepted } = setup(accepted);
    expect(await screen.findByRole("heading", { name: "Mutual Non-Disclosure Agreement" })).toBeVisible();
    expect(screen.getByText("Two (2) years.")).toBeVisible();
    fireEvent.change(screen.getByLabelText(T.fullName), { target: { value: "Someone Else" } });
    fireEvent.click(screen.getByRole("button", { name: T.accept }));
    expect(await screen.findByText(/as it is on your profile: Kofi Investor/)).toBeVisible();
    expect(screen.getByLabelText(T.fullName)).toHaveAttribute("aria-invalid", "true");
    expect(posts()).toHaveLength(0);
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it("accepts with the full name, whatever its case and spacing, naming the version read", async () => {
    const { posts, onAccepted } = setup(accepted);
    fireEvent.change(await screen.findByLabelText(T.fullName), { target: { value: "  kofi  investor" } });
    fireEvent.click(screen.getByRole("button", { name: T.accept }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({
      fullName: "kofi  investor",
      ndaId: "kuza-mutual-nda-v1",
    });
  });

  it("puts the server's refusal under the field", async () => {
    const refusal = () =>
      new Response(
        JSON.stringify({
          error: { code: "VALIDATION_FAILED", message: "Nope", fields: { fullName: ["The server says no"] } },
        }),
        { status: 400 },
      );
    const { onAccepted } = setup(refusal);
    fireEvent.change(await screen.findByLabelText(T.fullName), { target: { value: "Kofi Investor" } });
    fireEvent.click(screen.getByRole("button", { name: T.accept }));
    expect(await screen.findByText("The server says no")).toBeVisible();
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
