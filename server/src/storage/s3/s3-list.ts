import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import type { ListedFile } from "../storage";
import { keyOfObject, objectNameOf, VISIBILITIES } from "./object-names";
import { isNotFound, isPreconditionFailed } from "./s3-errors";

// Listing the bucket for the orphan sweep, and its careful delete. A multipart upload in progress
// is no object yet, so a listing never shows a half-written file.

type Bucket = { client: S3Client; bucket: string };

/** What ListObjectsV2 gives at most per call (S3 caps it at 1,000). */
export const LIST_PAGE_SIZE = 1000;

/**
 * A listed object's version: its ETag and the second it was last written. The ETag alone is the
 * MD5 of the bytes, so the same file uploaded again under the same key (a document re-sent under
 * its name) would keep it; the time tells that write from the one the sweep judged.
 */
export const versionOf = (etag: string, lastModified: Date) => `${Math.floor(lastModified.getTime() / 1000)}:${etag}`;

export async function* listObjects(
  { client, bucket }: Bucket,
  prefix: string,
  pageSize = LIST_PAGE_SIZE,
): AsyncGenerator<ListedFile[]> {
  for (const visibility of VISIBILITIES) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: `${visibility}/${prefix}`,
          MaxKeys: pageSize,
          ContinuationToken: token,
        }),
      );
      const files: ListedFile[] = [];
      for (const object of page.Contents ?? []) {
        const key = object.Key === undefined ? null : keyOfObject(object.Key);
        if (!key || !object.ETag || !object.LastModified) continue;
        files.push({ key, modifiedAt: object.LastModified, version: versionOf(object.ETag, object.LastModified) });
      }
      if (files.length > 0) yield files;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

/**
 * Looks at the object, then deletes it if it is still the listed one. The delete also carries
 * If-Match with the ETag just seen, so a store that supports conditional deletes (AWS S3, Ceph)
 * refuses it when the key was written again in between. A store that ignores If-Match on a
 * delete (s3rver, older compatible stores) leaves a window of one round trip between the look and the delete,
 * in which a new write to that very key would be removed; keys are fresh per upload, so such a
 * write is a re-sent document of the same name in that same instant.
 */
export async function deleteIfUnchanged({ client, bucket }: Bucket, file: ListedFile): Promise<boolean> {
  const name = objectNameOf(file.key);
  let etag: string;
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
    if (!head.ETag || !head.LastModified || versionOf(head.ETag, head.LastModified) !== file.version) return false;
    etag = head.ETag;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
  try {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name, IfMatch: etag }));
  } catch (error) {
    if (isPreconditionFailed(error) || isNotFound(error)) return false;
    throw error;
  }
  return true;
}
