import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import {
  businessDocuments,
  businesses,
  businessNdas,
  campaigns,
  dueDiligenceDocuments,
  investors,
  ndaAcceptances,
  user,
  verificationRequests,
} from "../db/schema";
import { PUBLIC_FILES_PATH } from "./storage";

// Every kind of stored file and the columns that name one (decision 026). The orphan sweep removes
// a file only when its key is of a kind listed here and no column below names it: a key in any
// other folder is never removed, so a new kind of file is safe until it is added here (and
// file-references.test.ts fails when a new column looks like it names a file but is not listed).

export type FileKind = {
  kind: string;
  /** The keys of this kind. */
  keys: RegExp;
  /**
   * How long an unnamed file of this kind is left alone. "document": another server process may
   * have written it and not yet committed the row that names it. "image": the upload answers its
   * URL, and the form that names it (a profile, a business, a campaign) is saved later.
   */
  grace: "document" | "image";
  /** The columns that name it: by key, or by its public URL (/files/public/{key}, or a full link to it). */
  namedBy: { column: PgColumn; by: "key" | "url" }[];
};

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export const FILE_KINDS: readonly FileKind[] = [
  {
    // due-diligence-docs/{founder}/{process}/{document}-{name} (and an upload's staged copy there)
    kind: "process document",
    keys: new RegExp(`^due-diligence-docs/[^/]+/${UUID}/[^/]+$`),
    grace: "document",
    namedBy: [{ column: dueDiligenceDocuments.storageKey, by: "key" }],
  },
  {
    kind: "library document",
    keys: /^due-diligence-docs\/[^/]+\/library\/[^/]+$/,
    grace: "document",
    namedBy: [{ column: businessDocuments.storageKey, by: "key" }],
  },
  {
    // A founder's own NDA, kept while a requirement or an acceptance names it.
    kind: "NDA",
    keys: /^nda\/[^/]+\/[^/]+$/,
    grace: "document",
    namedBy: [
      { column: businessNdas.storageKey, by: "key" },
      { column: ndaAcceptances.storageKey, by: "key" },
    ],
  },
  {
    kind: "verification document",
    keys: /^verification-docs\/[^/]+\/[^/]+$/,
    grace: "document",
    namedBy: [{ column: verificationRequests.storageKey, by: "key" }],
  },
  {
    kind: "image",
    keys: /^(logos|avatars|banners)\/[^/]+$/,
    grace: "image",
    namedBy: [
      { column: user.image, by: "url" },
      { column: investors.avatarUrl, by: "url" },
      { column: businesses.logoUrl, by: "url" },
      { column: businesses.videoPitchUrl, by: "url" },
      { column: campaigns.bannerImageUrl, by: "url" },
    ],
  },
];

/** The kind of a key, or null for a key the sweep must never remove. */
export const kindOf = (key: string): FileKind | null => FILE_KINDS.find((kind) => kind.keys.test(key)) ?? null;

const URL_KEY = `${PUBLIC_FILES_PATH}/([^?#]+)`;

/** The key inside a public file's URL (as namedKeys reads it from a column), or null. */
export function keyOfUrl(url: string | null | undefined): string | null {
  return (url && new RegExp(URL_KEY).exec(url)?.[1]) || null;
}

/** The key a column names: the value itself, or the key inside a public URL. */
function namedKey(reference: FileKind["namedBy"][number]): SQL {
  const { column, by } = reference;
  return by === "key"
    ? sql`select ${column} as key from ${column.table} where ${column} is not null`
    : sql`select substring(${column} from ${URL_KEY}::text) as key from ${column.table} where ${column} like ${`%${PUBLIC_FILES_PATH}/%`}`;
}

/**
 * Which of `keys` a row names, in any column of any kind, read in one statement (one snapshot: a
 * reference that moves from one column to another while it runs is seen in one of them).
 */
export async function namedKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const every = sql.join(
    FILE_KINDS.flatMap((kind) => kind.namedBy.map(namedKey)),
    sql` union all `,
  );
  const result = await db.execute<{ key: string }>(
    sql`select distinct key from (${every}) as named where key = any(${sql.param([...keys])}::text[])`,
  );
  // pg answers { rows }; PGlite's driver too, typed apart.
  const rows = (result as unknown as { rows: { key: string }[] }).rows;
  return new Set(rows.map((row) => row.key));
}
