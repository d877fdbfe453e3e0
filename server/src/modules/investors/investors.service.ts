import {
  DEFAULT_INVESTMENT_PREFERENCES,
  INVESTOR_MESSAGES,
  INVESTOR_TYPE_LABELS,
  PREFERENCES_FORM_DEFAULTS,
} from "@domain/constants/investors";
import { formatTicketRange } from "@domain/format";
import { responseBadgeOf } from "@domain/responsiveness/rules";
import type {
  TInvestorPage,
  TInvestorPreferences,
  TInvestorProfile,
  TInvestorProfileInputParsed,
  TInvestorPublic,
  ZInvestorListQuerySchema,
  ZInvestorPreferencesInputSchema,
} from "@domain/schemas/investors";
import { m } from "@i18n/messages";
import { getLocale } from "@i18n/runtime";
import type { z } from "zod";
import type { Viewer } from "../../app-env";
import type { Database } from "../../db/client";
import { CATALOGUE_SOURCES, dataVersionsFor, sharedVersion } from "../../db/data-versions";
import { forgetCatalogueReads } from "../../lib/catalogue-cache";
import { AppError } from "../../lib/errors";
import { type KeptAnswer, keptAnswer } from "../../lib/kept-answers";
import { nextOffsetOf } from "../../lib/paging";
import {
  nameOf,
  preferencesOf,
  savedPreferencesOf,
  searchTermsOf,
  toInvestorCard,
  typeOf,
  verifiedOf,
} from "./investor-cards.queries";
import {
  findInvestorRow,
  findPortfolio,
  type InvestorRow,
  mergePreferences,
  saveInvestorProfile,
} from "./investors.queries";
import { countInvestorRows, findInvestorRows } from "./investors-directory.queries";

// The investor's own profile and preferences, the directory and the public investor page.
// Everything the investor edits is found by the session's user id, never by an id in the body.

type InvestorListQuery = z.output<typeof ZInvestorListQuerySchema>;
type PreferencesInput = z.output<typeof ZInvestorPreferencesInputSchema>;

const notFound = () => new AppError("NOT_FOUND", INVESTOR_MESSAGES.notFoundTitle);

function toProfile(row: InvestorRow): TInvestorProfile {
  const investor = row.investor;
  return {
    userId: row.userId,
    email: row.email,
    fullName: nameOf(row),
    investorType: typeOf(row),
    phone: investor ? investor.phone : row.profile.phone,
    address: investor?.address ?? null,
    bio: investor?.bio ?? null,
    avatarUrl: investor?.avatarUrl ?? null,
    kycStatus: investor?.kycStatus ?? "pending",
    verified: verifiedOf(row),
    investmentPreferences: preferencesOf(row),
    saved: investor !== null,
    createdAt: investor?.createdAt.toISOString() ?? null,
    updatedAt: investor?.updatedAt.toISOString() ?? null,
  };
}

async function ownRow(db: Database, userId: string): Promise<InvestorRow> {
  const row = await findInvestorRow(db, userId);
  // The role guard already needs an investor profile, so this only fires if it vanished mid-request.
  if (!row) throw new AppError("NOT_FOUND", m.server_profileNotFound());
  return row;
}

export async function getInvestorProfile(db: Database, userId: string): Promise<TInvestorProfile> {
  return toProfile(await ownRow(db, userId));
}

export async function updateInvestorProfile(
  db: Database,
  userId: string,
  input: TInvestorProfileInputParsed,
): Promise<TInvestorProfile> {
  await saveInvestorProfile(db, userId, input);
  // The directory's shared total counts by type (and the first save's name): this process shows it at once.
  forgetCatalogueReads(db);
  return getInvestorProfile(db, userId);
}

function toPreferences(row: InvestorRow): TInvestorPreferences {
  const saved = savedPreferencesOf(row);
  if (!saved)
    return { ...PREFERENCES_FORM_DEFAULTS, ticketSizes: { ...PREFERENCES_FORM_DEFAULTS.ticketSizes }, isDefault: true };
  return { sectors: saved.sectors, ticketSizes: saved.ticketSizes, riskAppetite: saved.riskAppetite, isDefault: false };
}

export async function getInvestorPreferences(db: Database, userId: string): Promise<TInvestorPreferences> {
  return toPreferences(await ownRow(db, userId));
}

export async function updateInvestorPreferences(
  db: Database,
  userId: string,
  input: PreferencesInput,
): Promise<TInvestorPreferences> {
  const row = await ownRow(db, userId);
  await mergePreferences(
    db,
    userId,
    { fullName: nameOf(row), phone: row.profile.phone, investorType: typeOf(row) },
    { ...DEFAULT_INVESTMENT_PREFERENCES },
    { sectors: input.sectors, ticketSizes: input.ticketSizes, riskAppetite: input.riskAppetite },
  );
  forgetCatalogueReads(db); // the directory's total per sector
  return getInvestorPreferences(db, userId);
}

async function listInvestors(db: Database, query: InvestorListQuery, version: string): Promise<TInvestorPage> {
  const filter = { type: query.type, sector: query.sector, terms: searchTermsOf(query.search) };
  const [rows, total] = await Promise.all([
    findInvestorRows(db, filter, { limit: query.limit, offset: query.offset }),
    countInvestorRows(db, filter, version),
  ]);
  return { items: rows.map(toInvestorCard), total, nextOffset: nextOffsetOf(query.offset, rows.length, total) };
}

/**
 * listInvestors' answer as JSON, kept in this process at the catalogue's data version (decision
 * 042), which the viewer's session statement read: every viewer sees the same directory, in their
 * language (a card's type label and ticket range), so it is kept per query and language.
 */
export async function keptInvestorsPage(
  db: Database,
  viewer: Viewer,
  query: InvestorListQuery,
): Promise<KeptAnswer<TInvestorPage>> {
  const shared = sharedVersion(await dataVersionsFor(db, viewer), CATALOGUE_SOURCES);
  const key = `investors-page:${getLocale()}:${JSON.stringify(query)}`;
  return keptAnswer(db, key, shared, () => listInvestors(db, query, shared));
}

/**
 * Any signed-in role; unknown ids, users who are not investors and (except for an admin,
 * `showBanned`) banned investors answer the same 404.
 */
export async function getPublicInvestor(db: Database, userId: string, showBanned = false): Promise<TInvestorPublic> {
  const row = await findInvestorRow(db, userId, { hideBanned: !showBanned });
  if (!row) throw notFound();
  const preferences = preferencesOf(row);
  const type = typeOf(row);
  return {
    userId: row.userId,
    fullName: nameOf(row),
    investorType: type,
    investorTypeLabel: INVESTOR_TYPE_LABELS[type],
    bio: row.investor?.bio ?? null,
    address: row.investor?.address ?? null,
    avatarUrl: row.investor?.avatarUrl ?? null,
    verified: verifiedOf(row),
    sectors: preferences.sectors,
    preferredIndustries: preferences.preferredIndustries,
    stagePreference: preferences.stagePreference,
    ticketSizes: preferences.ticketSizes,
    ticketRange: formatTicketRange(preferences.ticketSizes),
    riskAppetite: preferences.riskAppetite,
    investmentThesis: preferences.investmentThesis,
    dealAppetite: preferences.dealAppetite,
    portfolio: await findPortfolio(db, userId),
    memberSince: row.profile.createdAt.toISOString(),
    responseBadge: responseBadgeOf(row.response),
  };
}
