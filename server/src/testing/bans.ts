import { expect } from "vitest";
import type { createClient } from "./test-app";

// Banning and unbanning through the admin API, for the tests of what a ban hides and freezes.

type Client = ReturnType<typeof createClient>;

export async function ban(admin: { client: Client }, userId: string, reason = "Asked founders for fees") {
  const res = await admin.client.post(`/api/admin/users/${userId}/ban`, { reason });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

export async function unban(admin: { client: Client }, userId: string) {
  const res = await admin.client.delete(`/api/admin/users/${userId}/ban`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

/** The ids in a list answer's items (or any array of objects with an id). */
export const idsOf = (items: Array<{ id: string }>) => items.map((item) => item.id);
