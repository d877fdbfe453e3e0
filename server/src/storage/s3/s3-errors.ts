// What an S3 error means to the storage, read from its HTTP status (compatible stores name their
// errors less consistently than they number them).

function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("$metadata" in error)) return undefined;
  const metadata = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return metadata?.httpStatusCode;
}

/** No such object (GetObject's NoSuchKey, HeadObject's bodiless 404). */
export const isNotFound = (error: unknown) => statusOf(error) === 404;

/**
 * A conditional request lost: 412 when the object's ETag no longer matches, 409 when S3 saw a
 * write to the same key race it.
 */
export const isPreconditionFailed = (error: unknown) => statusOf(error) === 412 || statusOf(error) === 409;
