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
});
