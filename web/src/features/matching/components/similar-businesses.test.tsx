import type { Role } from "@domain/constants/accounts";
import { sectorLabel } from "@domain/format";
import type { TSimilarBusinesses } from "@domain/schemas/matching";
import { screen, waitFor, within } from "@testing-library/react";
import { json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MATCH_TEXTS as T } from "../texts";
import { SimilarBusinesses } from "./similar-businesses";

const SIMILAR = "GET /api/matching/similar/b1";

const similar: TSimilarBusinesses = {
  enabled: true,
  items: [
    {
      id: "b2",
      businessName: "Sola Power",
      businessType: "renewable_energy",
      incorporationCountry: "Ghana",
      stage: "seed",
    },
    { id: "b3", businessName: "Grid Kit", businessType: null, incorporationCountry: null, stage: null },
  ],
};

const renderSimilar = (me: ReturnType<typeof meAs> | null) =>
  renderPage(<SimilarBusinesses businessId="b1" />, { path: "/businesses/b1", me });

describe("SimilarBusinesses", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each<Role>(["investor", "founder"])("a signed-in %s sees businesses like this one, each a link", async (role) => {
    mockApi({ [SIMILAR]: () => json(similar) });
    renderSimilar(meAs(role));
    const section = await screen.findByRole("region", { name: T.similarTitle });
    const links = within(section).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/businesses/b2", "/businesses/b3"]);
    expect(links[0]).toHaveTextContent(`Sola Power${sectorLabel("renewable_energy")} · Ghana`);
    expect(links[1]).toHaveTextContent(/^Grid Kit$/);
  });

  it("shows nothing when there is no similar business (or the user turned them off)", async () => {
    const { calls } = mockApi({ [SIMILAR]: () => json({ enabled: false, items: [] }) });
    renderSimilar(meAs("investor"));
    await waitFor(() => expect(calls(SIMILAR)).toHaveLength(1));
    expect(screen.queryByRole("region", { name: T.similarTitle })).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it.each([
    ["an admin", meAs("admin")],
    ["a visitor", null],
  ])("%s is not asked about them and sees nothing", async (_who, me) => {
    const { fetchMock } = mockApi({});
    renderSimilar(me);
    expect(screen.queryByRole("region", { name: T.similarTitle })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
