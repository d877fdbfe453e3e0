import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startedProcess } from "../../testing/due-diligence";
import { documentRows, FILES, requested, uploadTo } from "../../testing/due-diligence-documents";
import { createTestApp } from "../../testing/test-app";

// Two uploads of different files under the same safe name, for one request, at the same time:
// the row that turns shared must describe the file stored at its key, and the loser's bytes must
// be gone (never written over the winner's).

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

// The stored files of a folder (local disk keeps a ".meta" of the content type beside each).
const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((n) => !n.endsWith(".meta")) : []);

/** A body that sends its first bytes, then waits for `release` before the rest. */
function heldStream(head: Uint8Array, tail: Uint8Array, release: Promise<unknown>) {
  let step = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      step += 1;
      if (step === 1) return controller.enqueue(head);
      await release;
      controller.enqueue(tail);
      controller.close();
    },
  });
}

describe("two uploads with the same name for one request", () => {
  it("keeps the winner's bytes with the winner's size, and removes the loser's file", async () => {
    const { f, i, process } = await startedProcess(t);
    const { pitch_deck: deck } = await requested(i.client, process.id, ["pitch_deck"]);
    if (!deck) throw new Error("not requested");

    let release = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    const slowTail = new TextEncoder().encode(`${"slow upload bytes ".repeat(64)}\n%%EOF\n`);
    // The slow upload starts first and is still streaming when the quick one answers the request.
    const slow = uploadTo(t, f.client, deck.id, "Deck.pdf", heldStream(FILES.pdf, slowTail, released));
    await new Promise((r) => setTimeout(r, 200));
    const quick = await uploadTo(t, f.client, deck.id, "deck.pdf", FILES.pdf);
    release();
    const late = await slow;

    expect(quick.status, JSON.stringify(quick.json)).toBe(200);
    expect(late.status).toBe(409);
    const [row] = (await documentRows(t, process.id)).filter((r) => r.id === deck.id);
    expect(row?.fileSize).toBe(FILES.pdf.length);
    const onDisk = path.join(t.dataDir, "files", "private", ...(row?.storageKey ?? "").split("/"));
    expect(readFileSync(onDisk)).toEqual(Buffer.from(FILES.pdf));
    expect(filesIn(path.dirname(onDisk)), JSON.stringify(late.json)).toEqual([path.basename(onDisk)]);
  });
});
