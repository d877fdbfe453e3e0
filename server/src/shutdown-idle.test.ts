import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./testing/test-app";

// Shutdown closes the database only once no handler is running (main.ts awaits idle()): a
// client that went away closes its socket, not our handler, which may still be querying.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("idle()", () => {
  it("resolves at once when nothing runs", async () => {
    await expect(t.idle()).resolves.toBeUndefined();
  });

  it("waits for a handler that is still running, then resolves", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.app.get("/held", async (c) => {
      await held;
      return c.text("done");
    });
    const answer = t.app.request("/held");
    let idle = false;
    const waiting = t.idle().then(() => {
      idle = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle).toBe(false);
    release();
    expect(await (await answer).text()).toBe("done");
    await waiting;
    expect(idle).toBe(true);
  });
});
