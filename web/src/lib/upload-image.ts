import { IMAGE_MAX_BYTES, type ImageFolder, UPLOAD_MESSAGES } from "@domain/constants/uploads";
import type { ApiErrorCode } from "@domain/errors";
import { m } from "@i18n/messages";
import { ApiError } from "./api-client";

// Image uploads (founder logo, campaign banner, investor avatar). XMLHttpRequest rather than
// fetch because only it reports upload progress. The server checks size and type again; the
// checks here only spare the user a pointless wait.

export type UploadedImage = { url: string; path: string };

export type ImageFileProblem = { status: number; code: ApiErrorCode; title: string; text: string };

/** Why this file cannot be uploaded (too large, not an image), or null when it may be tried. */
export function imageFileProblem(file: File): ImageFileProblem | null {
  if (file.size > IMAGE_MAX_BYTES) {
    return {
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
      title: UPLOAD_MESSAGES.tooLargeTitle,
      text: UPLOAD_MESSAGES.tooLargeText,
    };
  }
  if (!file.type.startsWith("image/")) {
    return {
      status: 400,
      code: "VALIDATION_FAILED",
      title: UPLOAD_MESSAGES.failedTitle,
      text: UPLOAD_MESSAGES.notImage,
    };
  }
  return null;
}

type UploadOptions = {
  /** Whole percent 0 to 100 of the bytes sent so far. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * Uploads one image into a public folder and resolves with its URL and storage path. Rejects with
 * an ApiError carrying the server's message (or the same checks made locally first), or with an
 * AbortError DOMException when the signal aborts.
 */
export function uploadImage(file: File, folder: ImageFolder, options: UploadOptions = {}): Promise<UploadedImage> {
  const problem = imageFileProblem(file);
  if (problem) return Promise.reject(new ApiError(problem.status, problem.code, problem.text));
  if (options.signal?.aborted) return Promise.reject(new DOMException("Upload aborted", "AbortError"));

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener("abort", onAbort);

    // Same origin: the session cookie goes along without withCredentials.
    xhr.open("POST", `/api/uploads/images?folder=${encodeURIComponent(folder)}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      settle();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isUploadedImage(data)) {
        options.onProgress?.(100);
        resolve(data);
        return;
      }
      const error = (
        data as { error?: { code?: ApiErrorCode; message?: string; fields?: Record<string, string[]> } } | null
      )?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? "HTTP_ERROR",
          error?.message ?? m.ui_requestFailed({ status: xhr.status }),
          error?.fields,
        ),
      );
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, "NETWORK", m.ui_networkError()));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException("Upload aborted", "AbortError"));
    };
    options.signal?.addEventListener("abort", onAbort);

    const body = new FormData();
    body.append("file", file);
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function isUploadedImage(data: unknown): data is UploadedImage {
  const value = data as Partial<UploadedImage> | null;
  return typeof value?.url === "string" && typeof value.path === "string";
}
