import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./api-client";
import { idempotentAction } from "./idempotency";

// One Idempotency-Key per user action: made once, sent with every retry of that action, and a
// new one for the next action.

afterEach(() => vi.unstubAllGlobals());

const keysSent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((h) => h["idempotency-key"]);

const send = () =>
  idempotentAction(
    (idempotencyKey) =>
      apiFetch<{ ok: boolean }>("/api/conversations/c1/messages", { body: { content: "Hi" }, idempotencyKey }),
    { delays: [0, 0] },
  );

describe("idempotentAction", () => {
  it("retries a request whose outcome is unknown (network, 503) with the same key", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response('{"error":{"code":"UNAVAILABLE","message":"later"}}', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    expect(await send()).toEqual({ ok: true });
    const keys = keysSent(fetch);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it("sends a new key for the next action, and does not retry a refusal", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 201 }))
      .mockResolvedValueOnce(new Response('{"error":{"code":"VALIDATION_FAILED","message":"no"}}', { status: 400 }));
    vi.stubGlobal("fetch", fetch);
    await send();
    await expect(send()).rejects.toBeInstanceOf(ApiError);
    const keys = keysSent(fetch);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("gives up after the last retry with the error", async () => {
    const fetch = vi.fn().mockImplementation(async () => new Response("", { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    await expect(send()).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(new Set(keysSent(fetch)).size).toBe(1);
  });
});
