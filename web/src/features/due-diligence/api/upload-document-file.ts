import { acceptedExtensionOf, documentFileNameProblem } from "@domain/due-diligence/documents";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { ApiErrorCode } from "@domain/errors";
import { m } from "@i18n/messages";
import { ApiError } from "@web/lib/api-client";
import { IDEMPOTENCY_HEADER } from "@web/lib/idempotency";

// Document uploads send the file itself as the body (the server streams it to storage and counts
// it). XMLHttpRequest rather than fetch: only it reports upload progress. The checks here spare a
// pointless wait; the server makes them again, and also reads the file's first bytes.

/** Why this file cannot be uploaded (name, type or size), or null. */
export function documentFileProblem(file: File): string | null {
  // The name travels in the upload's query: the rule the route's schema applies, without zod here.
  const nameProblem = documentFileNameProblem(file.name);
  if (nameProblem) return nameProblem;
  if (!acceptedExtensionOf(file.name)) return M.badType;
  if (file.size > DOCUMENT_MAX_BYTES) return M.tooLarge;
  if (file.size === 0) return M.noFileText;
  return null;
}

export function putDocumentFile<T>(
  url: string,
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<T> {
  const problem = documentFileProblem(file);
  if (problem) return Promise.reject(new ApiError(400, "VALIDATION_FAILED", problem));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener("abort", onAbort);
    xhr.open("PUT", url);
    xhr.setRequestHeader("content-type", "application/octet-stream");
    if (options.idempotencyKey) xhr.setRequestHeader(IDEMPOTENCY_HEADER, options.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      settle();
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(data as T);
        return;
      }
      const error = (data as { error?: { code?: ApiErrorCode; message?: string; fields?: Record<string, string[]> } })
        ?.error;
      reject(new ApiError(xhr.status, error?.code ?? "HTTP_ERROR", error?.message ?? M.failedUploading, error?.fields));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, "NETWORK", m.dueDiligence_uploadNetworkError()));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException("Upload aborted", "AbortError"));
    };
    options.signal?.addEventListener("abort", onAbort);
    xhr.send(file);
  });
}
