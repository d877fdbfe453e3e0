import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../db/schema";
import { FILE_KINDS, keyOfUrl, kindOf } from "./file-references";
import { generateKey } from "./keys";

// The sweep removes a file no listed column names, so a column that names files but is missing
// from FILE_KINDS would have its files removed. This holds the list to the schema.

/** A column whose name says it holds a stored key, a URL or an image. */
const LOOKS_LIKE_A_FILE = /(^|_)(storage_key|url|image)$/;

const nameOf = (table: PgTable, column: string) => `${getTableName(table)}.${column}`;

describe("the columns that name stored files", () => {
  it("are every column of the schema whose name says it holds a key, a URL or an image", () => {
    const inSchema = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => LOOKS_LIKE_A_FILE.test(column.name))
          .map((column) => nameOf(table, column.name)),
      );
    const listed = FILE_KINDS.flatMap((kind) =>
      kind.namedBy.map(({ column }) => nameOf(column.table as PgTable, column.name)),
    );
    expect(new Set(listed)).toEqual(new Set(inSchema));
    expect(listed).toHaveLength(new Set(listed).size);
  });
});

describe("kindOf", () => {
  const founder = "u1";
  const uuid = "0b5c1f2e-3d4a-4b6c-8d7e-9f0a1b2c3d4e";
  it.each([
    [`due-diligence-docs/${founder}/${uuid}/${uuid}-deck.pdf`, "process document"],
    [`due-diligence-docs/${founder}/library/${uuid}-deck.pdf`, "library document"],
    [`nda/${founder}/${uuid}-nda.pdf`, "NDA"],
    [`verification-docs/${founder}/${uuid}-certificate.pdf`, "verification document"],
    [generateKey("avatars", "png"), "image"],
    [generateKey("logos", "webp"), "image"],
    [generateKey("banners", "jpg"), "image"],
  ])("knows %s as a %s", (key, kind) => {
    expect(kindOf(key)?.kind).toBe(kind);
  });

  it.each([
    generateKey("documents", "txt"),
    `due-diligence-docs/${founder}/not-a-process/${uuid}-deck.pdf`,
    `due-diligence-docs/${founder}/${uuid}-deck.pdf`,
    `avatars/nested/${uuid}-me.png`,
  ])("knows no kind for %s, which the sweep then never removes", (key) => {
    expect(kindOf(key)).toBeNull();
  });
});

describe("keyOfUrl", () => {
  it("finds the key in the upload route's URL and in a full link to it", () => {
    expect(keyOfUrl("/files/public/avatars/1-abc.png")).toBe("avatars/1-abc.png");
    expect(keyOfUrl("https://kuza.example/files/public/logos/1-abc.png?v=2#top")).toBe("logos/1-abc.png");
  });

  it("finds none in another link or nothing", () => {
    expect(keyOfUrl("https://cdn.example.com/banner.png")).toBeNull();
    expect(keyOfUrl(null)).toBeNull();
    expect(keyOfUrl("")).toBeNull();
  });
});
