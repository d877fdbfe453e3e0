import type { S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { FileBody } from "../storage";

// Writing one object. lib-storage's Upload reads the body a part at a time: a body that ends
// within the first part goes up in one PutObject, a longer one as a multipart upload whose parts
// go up while the next ones are read. Either way the object appears whole or not at all: S3 shows
// a PutObject only once all of it arrived, and a multipart upload only at its completion, so a
// body that fails midway (too large, infected, the client gone) leaves nothing a reader can see.

/** The size of each part past the first: S3's smallest, so an image (5 MB at most) goes up in one request. */
export const PART_BYTES = 5 * 1024 * 1024;
/**
 * Parts in flight at once. With the part being gathered, an upload holds at most
 * (PARTS_IN_FLIGHT + 1) × PART_BYTES (15 MB) in memory, whatever the file's size.
 */
const PARTS_IN_FLIGHT = 2;

/**
 * A view of the body that remembers why it failed. When the body errors midway, Upload aborts the
 * multipart upload and throws what the abort answered if that fails too (a store without
 * AbortMultipartUpload); the caller must get the body's own error, since it tells a file too large
 * or infected (413, 422) from a store that failed (500).
 */
function watched(source: ReadableStream<Uint8Array>) {
  const state: { failure?: { error: unknown } } = {};
  const reader = source.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        state.failure = { error };
        controller.error(error);
        return;
      }
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { body, state };
}

export async function putObject(
  client: S3Client,
  target: { bucket: string; name: string },
  source: FileBody,
  contentType: string,
): Promise<void> {
  const stream = source instanceof Uint8Array ? null : watched(source);
  const upload = new Upload({
    client,
    params: { Bucket: target.bucket, Key: target.name, Body: stream?.body ?? source, ContentType: contentType },
    partSize: PART_BYTES,
    queueSize: PARTS_IN_FLIGHT,
    leavePartsOnError: false,
  });
  try {
    await upload.done();
  } catch (error) {
    if (stream?.state.failure) throw stream.state.failure.error;
    // The store failed: stop reading a body nothing will keep (an upload's request, say).
    await stream?.body.cancel().catch(() => {});
    throw error;
  }
}
