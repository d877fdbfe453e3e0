import { afterEach, describe, expect, it, vi } from "vitest";
import { getMe } from "./session";

// The session request started from <head> (web/public/preload-route.js) is read once.

type Holder = { kuzaSession?: Promise<Response> };
const viewer = { user: { id: "u1" }, profile: null };

afterEach(() => {
  vi.unstubAllGlobals();
  (window as Holder).kuzaSession = undefined;
});

describe("getMe", () => {
  it("reads the early request once, then asks afresh", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ viewer: null }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    (window as Holder).kuzaSession = Promise.resolve(new Response(JSON.stringify({ viewer }), { status: 200 }));
    expect(await getMe()).toEqual(viewer);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await getMe()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks again when the early request failed on the network", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ viewer }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    (window as Holder).kuzaSession = Promise.reject(new TypeError("offline"));
    expect(await getMe()).toEqual(viewer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("turns an early error answer into the API's error", async () => {
    const body = { error: { code: "INTERNAL", message: "boom" } };
    (window as Holder).kuzaSession = Promise.resolve(new Response(JSON.stringify(body), { status: 503 }));
    await expect(getMe()).rejects.toMatchObject({ status: 503, code: "INTERNAL" });
  });
});
