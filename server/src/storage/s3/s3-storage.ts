import { DeleteObjectCommand, GetObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { assertValidKey, isValidKey, visibilityOf } from "../keys";
import { PUBLIC_FILES_PATH, type Storage, type StoredFile } from "../storage";
import { objectNameOf } from "./object-names";
import { isNotFound } from "./s3-errors";
import { deleteIfUnchanged, LIST_PAGE_SIZE, listObjects } from "./s3-list";
import { putObject } from "./s3-upload";

// Files in an S3-compatible bucket (decision 031), behind the same interface as local disk. The
// bucket stays private: every file, public images included, is read through the app, which
// streams it from the bucket. So image URLs stay /files/public/<key>, and the document room's
// session checks and watermark apply as they do on disk. The content type is kept as the
// object's Content-Type (local disk keeps it in a .meta file beside the file).

export type S3StorageOptions = {
  client: S3Client;
  bucket: string;
  /** Keys per ListObjectsV2 call; tests lower it to see several pages. */
  listPageSize?: number;
};

export function createS3Storage(options: S3StorageOptions): Storage {
  const { client, bucket } = options;
  const target = { client, bucket };

  return {
    async put(key, body, contentType) {
      await putObject(client, { bucket, name: objectNameOf(key) }, body, contentType);
    },

    async get(key): Promise<StoredFile | null> {
      if (!isValidKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectNameOf(key) }));
        if (!object.Body) return null;
        return {
          // Streamed from the bucket as the reader takes it: nothing is held whole in memory.
          body: object.Body.transformToWebStream(),
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing object as a success.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectNameOf(key) }));
    },

    list: (prefix = "") => listObjects(target, prefix, options.listPageSize ?? LIST_PAGE_SIZE),

    deleteIfUnchanged: (file) => deleteIfUnchanged(target, file),

    publicUrl(key) {
      assertValidKey(key);
      if (visibilityOf(key) !== "public") throw new Error(`${key} is private: its own route serves it`);
      return `${PUBLIC_FILES_PATH}/${key}`;
    },
  };
}
