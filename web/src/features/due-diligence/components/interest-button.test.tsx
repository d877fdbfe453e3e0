import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { InterestButton } from "@web/features/due-diligence/components/interest-button";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

const BUSINESS_ID = "7f0c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a";
const CAMPAIGN_ID = "2a1b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

function setup(campaignId: string | null) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ process: null })));
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <InterestButton businessId={BUSINESS_ID} campaignId={campaignId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
  return { posts };
}

describe("InterestButton", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is disabled on a business with no active campaign and says why, starting nothing", async () => {
    const { posts } = setup(null);
    const button = screen.getByRole("button", { name: T.expressInterest });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(T.needsActiveCampaign);
    expect(screen.getByText(T.needsActiveCampaign)).toBeVisible();
    fireEvent.click(button);
    expect(posts()).toHaveLength(0);
  });

  it("is enabled once the lookup answers when the business has an active campaign", async () => {
    setup(CAMPAIGN_ID);
    const button = screen.getByRole("button", { name: T.expressInterest });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(T.needsActiveCampaign)).not.toBeInTheDocument();
  });
});
