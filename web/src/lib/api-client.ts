import type { ApiErrorCode } from "@domain/errors";
import { IDEMPOTENCY_HEADER } from "@domain/idempotency/idempotency-key";
import { m } from "@i18n/messages";

// Every call to our API goes through here: same-origin JSON, cookies included, and the API's
// { error: { code, message, fields? } } turned into an ApiError the screens can read.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

type ErrorPayload = { error?: { code?: ApiErrorCode; message?: string; fields?: Record<string, string[]> } };

/**
 * `body` goes as JSON; `file` goes as the raw body (the uploads that stream a file, with their
 * details in the query), by PUT unless told otherwise. `idempotencyKey` is the user action's key
 * (lib/idempotency.ts) on the creating routes.
 */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; file?: Blob; signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<T> {
  const json = init.body !== undefined;
  const keyHeader: Record<string, string> =
    init.idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: init.idempotencyKey };
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.file ? "PUT" : json ? "POST" : "GET"),
      credentials: "same-origin",
      headers: init.file
        ? { "content-type": "application/octet-stream", ...keyHeader }
        : json
          ? { "content-type": "application/json", ...keyHeader }
          : init.idempotencyKey === undefined
            ? undefined
            : keyHeader,
      body: init.file ?? (json ? JSON.stringify(init.body) : undefined),
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK", m.ui_networkError());
  }
  return readApiResponse<T>(response);
}

/**
 * Reads an answer of our API as apiFetch does: the JSON on success, an ApiError otherwise. Also
 * for a request started before the app's code (the session, web/public/preload-route.js).
 */
export async function readApiResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const payload = (data ?? {}) as ErrorPayload;
    throw new ApiError(
      response.status,
      payload.error?.code ?? "HTTP_ERROR",
      payload.error?.message ?? m.ui_requestFailed({ status: response.status }),
      payload.error?.fields,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
