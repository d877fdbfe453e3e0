import { CONVERSATIONS_PAGE_SIZE } from "@domain/constants/messaging";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, profiles, user } from "../../db/schema";
import { investor, type Party } from "../../testing/messaging";
import { createTestApp } from "../../testing/test-app";

// The inbox comes a page at a time, newest first, each page after the last one's cursor (a value:
// the last message's time to the microsecond and the id). Conversations here are written straight
// into the table, so their times can tie or differ by a microsecond (a JavaScript Date cannot).

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

type Page = { conversations: Array<{ id: string; participantName: string }>; nextCursor: string | null };

/** Founders, each in a conversation with `viewer` whose last message was at `times[i]`. */
async function conversationsAt(viewer: Party, label: string, times: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, at] of times.entries()) {
    const id = `paging-${label}-${i}-${crypto.randomUUID()}`;
    await t.deps.db.insert(user).values({ id, name: `${label} Founder ${i}`, email: `${id}@example.com` });
    await t.deps.db
      .insert(profiles)
      .values({ id, email: `${id}@example.com`, role: "founder", fullName: `${label} Founder ${i}` });
    // The pair in the database's own order, as the check constraint compares them.
    const [row] = await t.deps.db
      .insert(conversations)
      .values({
        participant1Id: sql`least(${viewer.id}::text, ${id}::text)`,
        participant2Id: sql`greatest(${viewer.id}::text, ${id}::text)`,
        lastMessageAt: sql`${at}::timestamptz`,
      })
      .returning({ id: conversations.id });
    ids.push(row?.id as string);
  }
  return ids;
}

/** The keyset's order, read from the table: last message's time, then id, both descending. */
async function expectedOrder(ids: string[]): Promise<string[]> {
  const rows = await t.deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(inArray(conversations.id, ids))
    .orderBy(sql`${conversations.lastMessageAt} desc, ${conversations.id} desc`);
  return rows.map((r) => r.id);
}

async function pageOf(viewer: Party, query: string): Promise<Page> {
  const res = await viewer.client.get(`/api/conversations${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as Page;
}

async function everyPage(viewer: Party, search = ""): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams();
    if (search) params.set("search", search);
    if (cursor) params.set("cursor", cursor);
    const page = await pageOf(viewer, params.size ? `?${params}` : "");
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
}

/** 2 pages and 3: a run of ties, and neighbours a microsecond apart, across the page boundaries. */
function timesAcrossPages(): string[] {
  const n = CONVERSATIONS_PAGE_SIZE * 2 + 3;
  return Array.from({ length: n }, (_, i) =>
    i % 5 === 0 ? "2026-11-20T10:00:00.000000Z" : `2026-11-20T09:00:00.000${String(i).padStart(3, "0")}Z`,
  );
}

describe("the inbox's pages", () => {
  it("comes in pages of CONVERSATIONS_PAGE_SIZE, newest first, each conversation once", async () => {
    const viewer = await investor(t);
    const ids = await conversationsAt(viewer, "Paged", timesAcrossPages());

    const pages = await everyPage(viewer);
    expect(pages.map((p) => p.conversations.length)).toEqual([CONVERSATIONS_PAGE_SIZE, CONVERSATIONS_PAGE_SIZE, 3]);
    expect(pages.map((p) => p.nextCursor === null)).toEqual([false, false, true]);
    expect(pages.flatMap((p) => p.conversations.map((c) => c.id))).toEqual(await expectedOrder(ids));
  });

  it("keeps its place when a conversation of an earlier page moves to the top meanwhile", async () => {
    const viewer = await investor(t);
    const ids = await conversationsAt(viewer, "Moving", timesAcrossPages());
    const order = await expectedOrder(ids);
    const first = await pageOf(viewer, "");
    // The last conversation of the first page gets a new message: the cursor is its old place.
    const moved = first.conversations.at(-1)?.id as string;
    await t.deps.db.update(conversations).set({ lastMessageAt: new Date() }).where(eq(conversations.id, moved));

    const second = await pageOf(viewer, `?cursor=${first.nextCursor}`);
    expect(second.conversations.map((c) => c.id)).toEqual(
      order.slice(CONVERSATIONS_PAGE_SIZE, CONVERSATIONS_PAGE_SIZE * 2),
    );
  });

  it("pages a name search the same way", async () => {
    const viewer = await investor(t);
    const ids = await conversationsAt(viewer, "Searched", timesAcrossPages());
    await conversationsAt(viewer, "Other", ["2026-11-21T00:00:00Z", "2026-11-19T00:00:00Z"]);

    const pages = await everyPage(viewer, "searched founder");
    expect(pages.flatMap((p) => p.conversations.map((c) => c.id))).toEqual(await expectedOrder(ids));
    expect(pages.flatMap((p) => p.conversations).every((c) => c.participantName.startsWith("Searched"))).toBe(true);
  });

  it("shows another user's cursor nothing of theirs, and refuses a cursor it did not make", async () => {
    const owner = await investor(t);
    await conversationsAt(owner, "Owner", timesAcrossPages());
    const first = await pageOf(owner, "");
    const stranger = await investor(t);
    expect(await pageOf(stranger, `?cursor=${first.nextCursor}`)).toEqual({ conversations: [], nextCursor: null });

    for (const bad of ["abc", "123", `12_${"x".repeat(36)}`, `${"9".repeat(18)}_${crypto.randomUUID()}`]) {
      const res = await owner.client.get(`/api/conversations?cursor=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
    }
  });
});
