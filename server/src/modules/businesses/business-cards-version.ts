import { sql } from "drizzle-orm";
import { type CatalogueVersion, catalogueVersionColumns, catalogueVersionOfRow } from "../../db/catalogue-version";
import type { Database } from "../../db/client";
import { preparedOnce } from "../../lib/prepared";

// The catalogue's data version (db/catalogue-version, decision 042) in a statement of its own, for
// a request whose session statement did not read it: a visitor's, or one better-auth signed in.

export async function catalogueVersionOf(db: Database, viewerId: string | null): Promise<CatalogueVersion> {
  const statement = preparedOnce(db, "kuza_catalogue_version", (name) =>
    db
      .select(catalogueVersionColumns(sql.placeholder("viewerId")))
      .from(sql`(values (1)) as one`)
      .prepare(name),
  );
  // A visitor asks for an id no user has.
  const [row] = await statement.execute({ viewerId: viewerId ?? "" });
  return catalogueVersionOfRow(row ?? { catalogueShared: null, catalogueViewer: null });
}
