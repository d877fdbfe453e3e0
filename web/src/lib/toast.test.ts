import { describe, expect, it, vi } from "vitest";

const calls: string[] = [];
vi.mock("sonner", () => {
  const record = (kind: string) => (message: string) => calls.push(`${kind}: ${message}`);
  return {
    toast: Object.assign(record("plain"), { success: record("success"), error: record("error"), info: record("info") }),
  };
});

describe("toast", () => {
  it("hands every toast to sonner, in order, once sonner has loaded", async () => {
    const { toast } = await import("./toast");
    toast.success("Saved");
    toast.error("Failed", { description: "Try again" });
    toast.info("Already pending");
    toast("Passed");
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls).toEqual(["success: Saved", "error: Failed", "info: Already pending", "plain: Passed"]);
  });

  it("tells the app of the page's first toast, once, so it mounts the toaster then and not before", async () => {
    vi.resetModules();
    const { toast, whenFirstToast } = await import("./toast");
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
});
