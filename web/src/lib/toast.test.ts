import type { toast as sonnerToast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { createToasts } from "./toast";

/** A stand-in for sonner that records each toast it is handed, and the load it answers. */
function recordingSonner() {
  const calls: string[] = [];
  const record = (kind: string) => (message: unknown) => {
    calls.push(`${kind}: ${String(message)}`);
    return 0;
  };
  const toast = Object.assign(record("plain"), {
    success: record("success"),
    error: record("error"),
    info: record("info"),
  }) as unknown as typeof sonnerToast;
  const load = vi.fn(async () => ({ toast }));
  return { calls, load };
}

describe("toast", () => {
  it("hands every toast to sonner, in order, once sonner has loaded", async () => {
    const sonner = recordingSonner();
    const { toast } = createToasts(sonner.load);
    toast.success("Saved");
    toast.error("Failed", { description: "Try again" });
    toast.info("Already pending");
    toast("Passed");
    expect(sonner.calls).toEqual([]);
    await vi.waitFor(() => expect(sonner.calls).toHaveLength(4));
    expect(sonner.calls).toEqual(["success: Saved", "error: Failed", "info: Already pending", "plain: Passed"]);
    expect(sonner.load).toHaveBeenCalledTimes(1);
  });

  it("fetches sonner again for a later toast when the first fetch failed", async () => {
    const sonner = recordingSonner();
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockImplementation(sonner.load);
    const { toast } = createToasts(load);
    toast.error("Lost");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    toast.success("Back online");
    await vi.waitFor(() => expect(sonner.calls).toEqual(["success: Back online"]));
  });

  it("tells the app of the page's first toast, once, so it mounts the toaster then and not before", async () => {
    const { toast, whenFirstToast } = createToasts(recordingSonner().load);
    const before = vi.fn();
    const cancelled = vi.fn();
    whenFirstToast(before);
    whenFirstToast(cancelled)();
    await Promise.resolve();
    expect(before).not.toHaveBeenCalled();
    toast.success("Saved");
    toast.error("Failed");
    await vi.waitFor(() => expect(before).toHaveBeenCalledTimes(1));
    expect(cancelled).not.toHaveBeenCalled();
    // Subscribed after the first toast (a toaster that mounts late): told at once.
    const after = vi.fn();
    whenFirstToast(after);
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1));
    toast.info("Again");
    await Promise.resolve();
    expect(before).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it("is the app's sonner: a toast raised through it reaches sonner's own list", async () => {
    const { toast } = await import("./toast");
    const sonner = await import("sonner");
    const title = "Shown through the app's toasts";
    toast.info(title);
    await vi.waitFor(() =>
      expect(sonner.toast.getHistory().some((t) => "title" in t && t.title === title && t.type === "info")).toBe(true),
    );
  });
});
