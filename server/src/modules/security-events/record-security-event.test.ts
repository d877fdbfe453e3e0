import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityEvents } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { recordSecurityEvent } from "./record-security-event";

describe("recordSecurityEvent", () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("keeps the kind, the people, the address and the detail", async () => {
    await recordSecurityEvent(app.deps.db, {
      kind: "sign_in_failed",
      userId: null,
      ip: "203.0.113.9",
      detail: { email: "nobody@example.com" },
    });
    const [row] = await app.deps.db.select().from(securityEvents).orderBy(desc(securityEvents.createdAt)).limit(1);
    expect(row).toMatchObject({
      kind: "sign_in_failed",
      userId: null,
      actorId: null,
      ip: "203.0.113.9",
      detail: { email: "nobody@example.com" },
    });
  });
});
