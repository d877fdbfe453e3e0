import { type InvestorType, KYC_APPROVED } from "@domain/constants/investors";
import type { ResponseFigures } from "@domain/responsiveness/rules";
import type { TInvestmentPreferences } from "@domain/schemas/investors";
import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import {
  businesses,
  campaigns,
  type InvestmentPreferences,
  investments,
  investors,
  profiles,
  responseStats,
  user,
} from "../../db/schema";

// Investor rows. An investor who registered but never saved has a profiles row and no
// investors row: every read starts from profiles (role investor) and LEFT JOINs investors, so
// nobody needs a row created for them at registration.

// The search vector is for WHERE only; it never leaves the database.
const { searchVector: _searchVector, ...investorColumns } = getTableColumns(investors);

export type InvestorRow = {
  userId: string;
  email: string;
  /** The registration profile (kept in step with the investors row on every save). */
  profile: { fullName: string; phone: string | null; investorType: InvestorType | null; createdAt: Date };
  investor: Omit<typeof investors.$inferSelect, "searchVector"> | null;
  /** Their stored response figures (decision 029); null before their first decided case. */
  response: ResponseFigures | null;
};

export const rowSelection = {
  userId: profiles.id,
  email: profiles.email,
  profile: {
    fullName: profiles.fullName,
    phone: profiles.phone,
    investorType: profiles.investorType,
    createdAt: profiles.createdAt,
  },
  investor: investorColumns,
  response: {
    firstMessages: responseStats.firstMessages,
    firstMessagesAnswered: responseStats.firstMessagesAnswered,
    firstMessageMedianMinutes: responseStats.firstMessageMedianMinutes,
    interests: responseStats.interests,
    interestsAnswered: responseStats.interestsAnswered,
  },
};

/** The response figures, joined by their primary key: one index probe per investor shown. */
export const responseJoin = eq(responseStats.userId, profiles.id);

export const isInvestor = eq(profiles.role, "investor");

/**
 * The investor's row (or just their registration profile); null for a non-investor, and with
 * `hideBanned` (another user's view) for a banned one.
 */
export async function findInvestorRow(
  db: Database,
  userId: string,
  options: { hideBanned?: boolean } = {},
): Promise<InvestorRow | null> {
  const [row] = await db
    .select(rowSelection)
    .from(profiles)
    .leftJoin(investors, eq(investors.userId, profiles.id))
    .leftJoin(responseStats, responseJoin)
    .where(and(eq(profiles.id, userId), isInvestor, options.hideBanned ? notBanned(profiles.id) : undefined))
    .limit(1);
  return row ?? null;
}

export type InvestorProfileValues = {
  fullName: string;
  investorType: InvestorType;
  phone: string | null;
  address: string | null;
  bio: string | null;
  avatarUrl: string | null;
  /** Undefined keeps what is saved. */
  investmentPreferences?: InvestmentPreferences;
};

/**
 * Creates the investors row on the first save and updates it after; keeps the registration
 * profile (name, phone, type) and the auth user's name in step, all or nothing.
 */
export async function saveInvestorProfile(db: Database, userId: string, values: InvestorProfileValues): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(investors)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: investors.userId, set: { ...values, updatedAt: sql`now()` } });
    await tx
      .update(profiles)
      .set({ fullName: values.fullName, phone: values.phone, investorType: values.investorType, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId));
    await tx.update(user).set({ name: values.fullName, updatedAt: sql`now()` }).where(eq(user.id, userId));
  });
}

/**
 * Marks an investor's KYC approved. An investor who never saved a profile has no investors row
 * yet: one is created from their registration (name and type), as the profile editor would.
 */
export async function approveKyc(db: Database, userId: string): Promise<void> {
  const [profile] = await db
    .select({ fullName: profiles.fullName, investorType: profiles.investorType })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) return;
  await db
    .insert(investors)
    .values({
      userId,
      fullName: profile.fullName,
      ...(profile.investorType && { investorType: profile.investorType }),
      kycStatus: KYC_APPROVED,
    })
    .onConflictDoUpdate({ target: investors.userId, set: { kycStatus: KYC_APPROVED, updatedAt: sql`now()` } });
}

/**
 * Writes sectors, ticket sizes and risk appetite, keeping the other preference fields: a
 * shallow jsonb merge in one statement, so a profile save racing it loses nothing else. The
 * row is created from the registration profile when the investor has never saved.
 */
export async function mergePreferences(
  db: Database,
  userId: string,
  registered: { fullName: string; phone: string | null; investorType: InvestorType },
  defaults: TInvestmentPreferences,
  part: Pick<TInvestmentPreferences, "sectors" | "ticketSizes" | "riskAppetite">,
): Promise<InvestmentPreferences> {
  const [row] = await db
    .insert(investors)
    .values({ userId, ...registered, investmentPreferences: { ...defaults, ...part } })
    .onConflictDoUpdate({
      target: investors.userId,
      set: {
        investmentPreferences: sql`coalesce(${investors.investmentPreferences}, ${JSON.stringify(defaults)}::jsonb) || ${JSON.stringify(part)}::jsonb`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ investmentPreferences: investors.investmentPreferences });
  if (!row?.investmentPreferences) throw new Error("preferences upsert returned no row");
  return row.investmentPreferences;
}

/**
 * The businesses of the investor's completed investments, one entry each, most recent first
 * (a banned founder's left out: the public investor page shows it to others).
 */
export async function findPortfolio(
  db: Database,
  userId: string,
): Promise<Array<{ id: string; name: string; logoUrl: string | null }>> {
  const latest = sql<Date>`max(${investments.createdAt})`;
  const rows = await db
    .select({ id: businesses.id, name: businesses.businessName, logoUrl: businesses.logoUrl, latest })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .where(
      and(eq(investments.investorId, userId), inArray(investments.status, ["completed"]), notBanned(businesses.userId)),
    )
    .groupBy(businesses.id, businesses.businessName, businesses.logoUrl)
    .orderBy(desc(latest), businesses.id);
  return rows.map(({ id, name, logoUrl }) => ({ id, name, logoUrl }));
}
