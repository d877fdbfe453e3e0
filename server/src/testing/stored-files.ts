import { randomUUID } from "node:crypto";
import { existsSync, utimesSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { businessNdas } from "../db/schema";
import { visibilityOf } from "../storage/keys";
import { FILES } from "./due-diligence-documents";
import { pngImage } from "./images";
import type { createClient, createTestApp } from "./test-app";
import { TEST_ORIGIN } from "./test-app";

// The orphan sweep's fixtures (decision 026): files on the test app's disk, made old on demand,
// stray files no row names, and images uploaded through the real route.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<typeof createClient>;

export const HOUR = 60 * 60 * 1000;
/** Older than both graces a started server has by default (an hour for documents, a day for images). */
export const PAST_EVERY_GRACE = 3 * 24 * HOUR;

const diskPath = (t: TestApp, key: string) => path.join(t.dataDir, "files", visibilityOf(key), ...key.split("/"));

export const stored = (t: TestApp, key: string) => existsSync(diskPath(t, key));

/** Sets the file's (and its meta's) last write `ageMs` in the past, as if uploaded then. */
export function age(t: TestApp, key: string, ageMs: number) {
  const when = new Date(Date.now() - ageMs);
  for (const file of [diskPath(t, key), `${diskPath(t, key)}.meta`]) utimesSync(file, when, when);
}

/** Writes a file no row names into `folder`, as an upload cut off before its row would leave it. */
export async function stray(t: TestApp, folder: string, ageMs = PAST_EVERY_GRACE): Promise<string> {
  const image = /^(logos|avatars|banners)$/.test(folder);
  const key = image ? `${folder}/${Date.now()}-${randomUUID().slice(0, 8)}.png` : `${folder}/${randomUUID()}-stray.pdf`;
  await t.deps.storage.put(key, image ? pngImage(4, 4) : FILES.pdf, image ? "image/png" : "application/pdf");
  age(t, key, ageMs);
  return key;
}

/** Uploads an image through POST /api/uploads/images; its URL and key. */
export async function uploadImage(t: TestApp, client: Client, folder: "logos" | "avatars" | "banners") {
  const body = new FormData();
  body.set("file", new File([pngImage(8, 8)], "image.png", { type: "image/png" }));
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await t.app.request(`/api/uploads/images?folder=${folder}`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie },
    body,
  });
  expect(res.status).toBe(201);
  const { url, path: key } = (await res.json()) as { url: string; path: string };
  return { url, key };
}

/** The stored key of a business's own NDA PDF (null with none). */
export async function ndaKeyOf(t: TestApp, businessId: string): Promise<string | null> {
  const [row] = await t.deps.db.select().from(businessNdas).where(eq(businessNdas.businessId, businessId));
  return row?.storageKey ?? null;
}
