import { describe, expect, it } from "vitest";
import { INVESTOR_MESSAGES, UNKNOWN_INVESTOR_NAME } from "../constants/investors";
import { formatTicketRange } from "../format";
import { investmentAmountError, ZInvestmentCreateSchema } from "./investments";
import {
  coerceTicketSize,
  normalizeSector,
  readInvestmentPreferences,
  ZInvestorPreferencesInputSchema,
  ZInvestorProfileInputSchema,
} from "./investors";

describe("ticket sizes", () => {
  it.each([
    [250000, 250000],
    ["250000", 250000],
    ["12.9", 12],
    [12.9, 12],
    ["abc", 0],
    ["", 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])("%j reads as %i", (input, expected) => {
    expect(coerceTicketSize(input)).toBe(expected);
  });
});

describe("the profile's save rules", () => {
  it("fills the defaults and nulls empty fields", () => {
    expect(
      ZInvestorProfileInputSchema.parse({ fullName: " ", investorType: "", phone: "", address: "", bio: "" }),
    ).toEqual({
      fullName: UNKNOWN_INVESTOR_NAME,
      investorType: "individual",
      phone: null,
      address: null,
      bio: null,
      avatarUrl: null,
    });
  });

  it("checks min against max, where a max of 0 means no upper limit", () => {
    const withTicket = (min: unknown, max: unknown) =>
      ZInvestorProfileInputSchema.safeParse({ investmentPreferences: { ticketSizes: { min, max } } });
    expect(withTicket(10, 0).success).toBe(true);
    expect(withTicket("x", "y").success).toBe(true);
    const refused = withTicket(10, 5);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(INVESTOR_MESSAGES.ticketMinAboveMax);
  });

  it("stores a typed chip naming a known sector as its value", () => {
    expect(normalizeSector(" Fintech ")).toBe("fintech");
    expect(normalizeSector("renewable energy")).toBe("renewable_energy");
    expect(normalizeSector("E-commerce")).toBe("ecommerce");
    expect(normalizeSector("Climate")).toBe("Climate");
  });
});

describe("the preferences form", () => {
  it("takes sectors only from the list, once each", () => {
    const parsed = ZInvestorPreferencesInputSchema.parse({
      sectors: ["fintech", "fintech", "edtech"],
      ticketSizes: { min: 0, max: 100000 },
      riskAppetite: "medium",
    });
    expect(parsed.sectors).toEqual(["fintech", "edtech"]);
    expect(ZInvestorPreferencesInputSchema.safeParse({ sectors: ["crypto"], riskAppetite: "low" }).success).toBe(false);
  });
});

describe("stored preferences", () => {
  it("reads a JSON string and the spec's snake_case keys, with defaults for the rest", () => {
    expect(
      readInvestmentPreferences(JSON.stringify({ sectors: ["fintech"], ticket_sizes: { min: "5", max: 10 } })),
    ).toEqual({
      sectors: ["fintech"],
      ticketSizes: { min: 5, max: 10 },
      riskAppetite: "medium",
      stagePreference: null,
      investmentThesis: null,
      dealAppetite: null,
      preferredIndustries: [],
    });
    expect(readInvestmentPreferences(null)).toBeNull();
    expect(readInvestmentPreferences("not json")).toBeNull();
  });
});

describe("ticket range text", () => {
  it.each([
    [{ min: 25_000, max: 250_000 }, "$25k - $250k"],
    [{ min: 250_000, max: 2_000_000 }, "$250k - $2000k"],
    [{ min: 1_500, max: 0 }, "$1.5k+"],
    [{ min: 0, max: 500 }, "$0 - $500"],
    [{ min: 0, max: 0 }, null],
    [null, null],
  ])("%j reads %j", (ticket, text) => {
    expect(formatTicketRange(ticket)).toBe(text);
  });
});

describe("investment amounts", () => {
  const limits = { minInvestment: 1_000, maxInvestment: 50_000, remaining: 20_000 };
  it.each([
    [999, "The minimum investment is $1,000"],
    [50_001, "The maximum investment is $50,000"],
    [20_001, "Only $20,000 of the funding goal remains"],
    [20_000, null],
    [1_000, null],
  ])("%i: %j", (amount, message) => {
    expect(investmentAmountError(amount, limits)).toBe(message);
  });

  it("says a fully funded campaign is fully funded", () => {
    expect(investmentAmountError(1_000, { ...limits, remaining: 0 })).toBe("This campaign is fully funded");
  });

  it("accepts whole dollars as numbers or digits only", () => {
    expect(ZInvestmentCreateSchema.parse({ campaignId: "c", amount: "5000" }).amount).toBe(5000);
    expect(ZInvestmentCreateSchema.safeParse({ campaignId: "c", amount: 5.5 }).success).toBe(false);
  });
});
