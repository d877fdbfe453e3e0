import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { profiles, user } from "../../db/schema";
import { uniqueEmail } from "../../testing/accounts";
import { signedInAdmin } from "../../testing/admin";
import { ban, unban } from "../../testing/bans";
import { newInvestor, saveProfile } from "../../testing/investors";
import { createTestApp } from "../../testing/test-app";

// The directory's total is shared by a process's requests (decision 037, as the catalogue's) and
// kept with its page under the data version (decision 042): any process's write shows at once.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

type DirectoryPage = { total: number; items: Array<{ userId: string }> };

describe("the investors directory's shared total", () => {
  it("follows registrations, profile and preference saves and bans made through this process at once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { client: reader } = await newInvestor(t);
    const page = async (query = "") => (await reader.get(`/api/investors?limit=50${query}`)).json as DirectoryPage;
    const all = (await page()).total;
    const inLogistics = (await page("&sector=logistics")).total;
    const asAngels = (await page("&type=angel")).total;

    const { client, profile } = await newInvestor(t);
    expect((await page()).total).toBe(all + 1);

    await saveProfile(client, {
      investorType: "angel",
      investmentPreferences: {
        sectors: ["logistics"],
        ticketSizes: { min: 25_000, max: 250_000 },
        riskAppetite: "high",
        stagePreference: "Seed",
        investmentThesis: "",
        dealAppetite: "",
        preferredIndustries: [],
      },
    });
    expect((await page("&sector=logistics")).total).toBe(inLogistics + 1);
    expect((await page("&type=angel")).total).toBe(asAngels + 1);

    const moved = await client.put("/api/investor/preferences", {
      sectors: ["healthcare"],
      ticketSizes: { min: 25_000, max: 250_000 },
      riskAppetite: "high",
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect((await page("&sector=logistics")).total).toBe(inLogistics);

    const admin = await signedInAdmin(t);
    await ban(admin, profile.id);
    const banned = await page();
    expect(banned.total).toBe(all);
    expect(banned.items.map((i) => i.userId)).not.toContain(profile.id);
    await unban(admin, profile.id);
    const back = await page();
    expect(back.total).toBe(all + 1);
    expect(back.items.map((i) => i.userId)).toContain(profile.id);
  });

  it("shows another process's new investor, and a changed name, in the page and the total at once", async () => {
    const { client: reader } = await newInvestor(t);
    const page = async () => (await reader.get("/api/investors?limit=50")).json as DirectoryPage;
    const before = (await page()).total;

    // Registered through another server process: straight into the tables, nothing forgotten
    // here; the insert moved the data version the page is kept at (decision 042).
    const id = randomUUID();
    const email = uniqueEmail("elsewhere");
    await t.deps.db.insert(user).values({ id, name: "Elsewhere Investor", email });
    await t.deps.db.insert(profiles).values({ id, email, role: "investor", fullName: "Elsewhere Investor" });
    const now = await page();
    expect(now.items.map((i) => i.userId)).toContain(id);
    expect(now.total).toBe(before + 1);

    await t.deps.db.update(profiles).set({ fullName: "Renamed Elsewhere" }).where(eq(profiles.id, id));
    const renamed = (await page()).items.find((i) => i.userId === id) as { fullName?: string } | undefined;
    expect(renamed?.fullName).toBe("Renamed Elsewhere");
  });
});
