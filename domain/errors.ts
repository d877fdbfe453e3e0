// The API's error codes: the server answers `{ error: { code, message, fields? } }` with one of
// these, and the web reads the same list, so a new code is known to both sides at once.

const ERROR_CODES = [
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  /** A founder must create their business profile before anything that hangs off it. */
  "BUSINESS_REQUIRED",
  /**
   * The other party's account is suspended (an admin banned it): their due-diligence processes
   * are frozen and their conversations refuse messages until the ban is lifted (409).
   */
  "ACCOUNT_SUSPENDED",
  /**
   * The business requires a non-disclosure agreement that the investor has not accepted for this
   * process yet (403): the web opens the NDA to read and accept, then the document.
   */
  "NDA_REQUIRED",
  /**
   * A due-diligence process may be closed with the reason "No response" only by its investor, once
   * their interest has gone 14 days without an answer (409; decision 029).
   */
  "NO_RESPONSE_NOT_DUE",
  /** An admin asked to retry a job that is not failed (409): it is pending, running or done. */
  "JOB_NOT_FAILED",
  "BAD_REQUEST",
  "PAYLOAD_TOO_LARGE",
  /** The virus scanner flagged the uploaded file (422): nothing was stored. */
  "FILE_INFECTED",
  /**
   * The request's Idempotency-Key was already used by this user for another request (another
   * route or body) (422): nothing was done. A new action needs a new key (decision 025).
   */
  "IDEMPOTENCY_KEY_REUSED",
  "RATE_LIMITED",
  "INTERNAL",
  /**
   * Something the request needs cannot be reached for the moment (503): the database, live
   * updates, or the virus scanner of uploads (which then stores nothing). Try again shortly.
   */
  "UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** better-auth's codes that reach the web unchanged (the server keeps them in our error body) and that a screen reads. */
type AuthErrorCode = "INVALID_TOKEN";

/** Codes only the web client produces: the server could not be reached, or answered without our error body. */
type ClientErrorCode = "NETWORK" | "HTTP_ERROR";

/** Every code a screen may see on an ApiError. */
export type ApiErrorCode = ErrorCode | AuthErrorCode | ClientErrorCode;
