import type { Role } from "@domain/constants/accounts";
import { QueryClient } from "@tanstack/react-query";
import { json } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetch } from "./campaign-detail-route";

// The campaign page's first data: the campaign for everyone, and for an investor the Express
// Interest button's process lookup beside it (not after the campaign has rendered).

const URL_OF_PAGE = new URL("http://kuza.test/businesses/b1/campaign/c1");

function prefetchAs(role: Role) {
  const fetchMock = vi.fn(async (_url: string) => json({ campaign: {}, process: null }));
  vi.stubGlobal("fetch", fetchMock);
  prefetch(new QueryClient(), { businessId: "b1", campaignId: "c1" }, URL_OF_PAGE, role);
  return fetchMock;
}

describe("the campaign page's prefetch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for an investor's process with the business beside the campaign", async () => {
    const fetchMock = prefetchAs("investor");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toContain("/api/due-diligence/lookup?businessId=b1");
    expect(urls).toContain("/api/businesses/b1/campaigns/c1");
  });

  it("asks for the campaign only for other roles (the lookup is an investor's)", async () => {
    const fetchMock = prefetchAs("founder");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/due-diligence/lookup?businessId=b1");
  });
});
