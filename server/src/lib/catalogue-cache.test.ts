import { describe, expect, it, vi } from "vitest";
import {
  CATALOGUE_CACHE_MAX_ENTRIES,
  CATALOGUE_CACHE_TTL_MS,
  cachedCatalogueRead,
  forgetCatalogueReads,
} from "./catalogue-cache";

describe("cachedCatalogueRead", () => {
  const clock = (start = 1_000_000) => {
    let now = start;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it("loads once while fresh, again once older than the TTL", async () => {
    const db = {};
    const { now, advance } = clock();
    const load = vi.fn(async () => ["agtech"]);
    expect(await cachedCatalogueRead(db, "sectors", load, { now })).toEqual(["agtech"]);
    advance(CATALOGUE_CACHE_TTL_MS - 1);
    await cachedCatalogueRead(db, "sectors", load, { now });
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    await cachedCatalogueRead(db, "sectors", load, { now });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between callers arriving while it runs", async () => {
    const db = {};
    let finish: (value: string[]) => void = () => {};
    const load = vi.fn(() => new Promise<string[]>((resolve) => (finish = resolve)));
    const first = cachedCatalogueRead(db, "sectors", load);
    const second = cachedCatalogueRead(db, "sectors", load);
    finish(["fintech"]);
    expect(await first).toEqual(["fintech"]);
    expect(await second).toEqual(["fintech"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads afresh after forgetCatalogueReads, for that database only", async () => {
    const db = {};
    const otherDb = {};
    const load = vi.fn(async () => ["a"]);
    const otherLoad = vi.fn(async () => ["b"]);
    await cachedCatalogueRead(db, "sectors", load);
    await cachedCatalogueRead(db, "deal-sectors", load);
    await cachedCatalogueRead(otherDb, "sectors", otherLoad);
    forgetCatalogueReads(db);
    await cachedCatalogueRead(db, "sectors", load);
    await cachedCatalogueRead(db, "deal-sectors", load);
    await cachedCatalogueRead(otherDb, "sectors", otherLoad);
    expect(load).toHaveBeenCalledTimes(4);
    expect(otherLoad).toHaveBeenCalledTimes(1);
  });

  it("keeps no failed load", async () => {
    const db = {};
    const load = vi.fn().mockRejectedValueOnce(new Error("database down")).mockResolvedValue(["ok"]);
    await expect(cachedCatalogueRead(db, "sectors", load)).rejects.toThrow("database down");
    expect(await cachedCatalogueRead(db, "sectors", load)).toEqual(["ok"]);
  });

  it("keeps at most its bound of entries: the expired ones go first, then the oldest", async () => {
    const db = {};
    const { now, advance } = clock();
    const load = vi.fn(async () => 1);
    // A key per search word, as the catalogue's totals have.
    for (let i = 0; i < CATALOGUE_CACHE_MAX_ENTRIES; i++) await cachedCatalogueRead(db, `word-${i}`, load, { now });
    advance(CATALOGUE_CACHE_TTL_MS);
    await cachedCatalogueRead(db, "fresh-1", load, { now });
    // Every expired word went to make room, so "fresh-1" stays while the store fills again.
    for (let i = 0; i < CATALOGUE_CACHE_MAX_ENTRIES - 1; i++)
      await cachedCatalogueRead(db, `again-${i}`, load, { now });
    load.mockClear();
    await cachedCatalogueRead(db, "fresh-1", load, { now });
    expect(load).not.toHaveBeenCalled();
    // Full of fresh entries: the next one pushes out the oldest ("fresh-1").
    await cachedCatalogueRead(db, "one-more", load, { now });
    await cachedCatalogueRead(db, "fresh-1", load, { now });
    expect(load).toHaveBeenCalledTimes(2);
    // Loading "fresh-1" again pushed out the next oldest, "again-0"; "again-1" is still kept.
    await cachedCatalogueRead(db, "again-1", load, { now });
    expect(load).toHaveBeenCalledTimes(2);
    await cachedCatalogueRead(db, "again-0", load, { now });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
