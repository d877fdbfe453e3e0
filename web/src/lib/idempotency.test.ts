import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./api-client";
import { useKeyedAction } from "./idempotency";

// One Idempotency-Key per user action (decision 025): kept while the same action is retried after
// a failure the server may not have answered, new after a success, an answered refusal, or for
// another request.

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A keyed action whose sends record their keys and fail or succeed as told. */
function keyedSender() {
  const keys: string[] = [];
  let outcome: "ok" | ApiError = "ok";
  const { result } = renderHook(() =>
    useKeyedAction(async (input: { content: string }, key: string) => {
      keys.push(key);
      if (outcome !== "ok") throw outcome;
      return input.content;
    }),
  );
  return {
    keys,
    send: (content: string) => result.current({ content }).catch(() => null),
    failWith: (error: ApiError | "ok") => {
      outcome = error;
    },
  };
}

describe("useKeyedAction", () => {
  it("reuses the key when the same action is retried after a network failure or a 503", async () => {
    const s = keyedSender();
    s.failWith(new ApiError(0, "NETWORK", "offline"));
    await s.send("Hello");
    s.failWith(new ApiError(503, "UNAVAILABLE", "later"));
    await s.send("Hello");
    s.failWith("ok");
    await s.send("Hello");
    expect(new Set(s.keys).size).toBe(1);
    expect(s.keys).toHaveLength(3);
  });

  it("makes a new key for the next action, even with the same words", async () => {
    const s = keyedSender();
    await s.send("ok");
    await s.send("ok");
    expect(s.keys[0]).not.toBe(s.keys[1]);
  });

  it("makes a new key for another request, and after the server refused the last one", async () => {
    const s = keyedSender();
    s.failWith(new ApiError(0, "NETWORK", "offline"));
    await s.send("Hello");
    await s.send("Hello, again");
    s.failWith(new ApiError(409, "CONFLICT", "no"));
    await s.send("Hello, again");
    await s.send("Hello, again");
    expect(new Set(s.keys).size).toBe(3);
    expect(s.keys[2]).not.toBe(s.keys[3]);
  });
});

describe("apiFetch with an idempotency key", () => {
  it("sends it in the Idempotency-Key header, and no header without one", async () => {
    const fetch = vi.fn().mockImplementation(async () => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    await apiFetch("/api/reports", { body: { reason: "spam" }, idempotencyKey: "k-1" });
    await apiFetch("/api/reports", { body: { reason: "spam" } });
    const headers = (call: number) => new Headers(fetch.mock.calls[call]?.[1]?.headers);
    expect(headers(0).get("Idempotency-Key")).toBe("k-1");
    expect(headers(1).get("Idempotency-Key")).toBeNull();
  });
});
