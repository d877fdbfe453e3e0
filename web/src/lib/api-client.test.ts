import { setLocale } from "@i18n/runtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./api-client";
import { errorMessageOf } from "./server-field-errors";

// The API client's own words (no server answer to show) are the reader's, read when the call fails.

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale("en", { reload: false });
});

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error as ApiError,
  );

const unreachable = () => vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
const bareStatus = (status: number) => vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("", { status })));

describe("the API client's messages", () => {
  it("says the network failed, and a bare failed status, in English", async () => {
    unreachable();
    expect(await failure(apiFetch("/api/me"))).toMatchObject({
      status: 0,
      code: "NETWORK",
      message: "We could not reach Kuza. Check your connection and try again.",
    });
    bareStatus(502);
    expect(await failure(apiFetch("/api/me"))).toMatchObject({ code: "HTTP_ERROR", message: "Request failed (502)" });
    expect(errorMessageOf(null)).toBe("Please try again.");
  });

  it("says them in French to a French reader", async () => {
    setLocale("fr", { reload: false });
    unreachable();
    expect((await failure(apiFetch("/api/me"))).message).toBe(
      "Impossible de joindre Kuza. Vérifiez votre connexion et réessayez.",
    );
    bareStatus(502);
    expect((await failure(apiFetch("/api/me"))).message).toBe("La requête a échoué (502)");
    expect(errorMessageOf(new Error(""))).toBe("Veuillez réessayer.");
  });

  it("shows the server's message as it came, in whatever language it was answered", async () => {
    setLocale("fr", { reload: false });
    const body = JSON.stringify({ error: { code: "NOT_FOUND", message: "Entreprise introuvable" } });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(body, { status: 404 })));
    const error = await failure(apiFetch("/api/businesses/x"));
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessageOf(error)).toBe("Entreprise introuvable");
  });
});
