import { IMAGE_FOLDERS, IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from "@domain/constants/uploads";
import { m } from "@i18n/messages";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireViewer } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { hasTooManyPixels, imageDimensions } from "../../storage/image-dimensions";
import { sniffImageType } from "../../storage/image-type";
import { generateKey } from "../../storage/keys";
import { readCappedBody } from "./capped-body";

/**
 * Room for the multipart framing around the file (boundaries, part headers): the body may be
 * this much larger than the image itself before it is refused unread.
 */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const ZFolderQuery = z.object({ folder: z.enum(IMAGE_FOLDERS) });
const ZUploadedImage = z.object({ url: z.string(), path: z.string() });

const notAnImage = () =>
  new AppError("VALIDATION_FAILED", UPLOAD_MESSAGES.notImage, { file: [UPLOAD_MESSAGES.notImage] });
const tooManyPixels = () =>
  new AppError("VALIDATION_FAILED", UPLOAD_MESSAGES.tooManyPixels, { file: [UPLOAD_MESSAGES.tooManyPixels] });
const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooLargeText);

/**
 * POST /api/uploads/images?folder=logos|avatars|banners, multipart field "file".
 *
 * A plain Hono route rather than .openapi(): the generated validator would parse the multipart
 * body itself, buffering it before any size check. The OpenAPI entry is registered by hand below.
 * app.ts exempts /api/uploads/* from the API-wide 1 MB body limit, and this route applies its own
 * (the image limit plus framing), so the cap lives next to the code that knows what it uploads.
 */
export function uploadsRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/uploads/images",
    tags: ["uploads"],
    summary:
      "Upload a PNG, JPEG, WebP or GIF image (at most 5 MB, 10,000 pixels a side and 40 megapixels); anyone may then read it at its URL",
    request: {
      query: ZFolderQuery,
      body: {
        required: true,
        content: {
          "multipart/form-data": { schema: z.object({ file: z.string().meta({ format: "binary" }) }) },
        },
      },
    },
    responses: {
      201: jsonResponse(ZUploadedImage, "Stored: its public URL and storage path"),
      ...errorResponses(400, 401, 413),
    },
  });

  router.post("/api/uploads/images", async (c) => {
    requireViewer(c);
    const query = ZFolderQuery.safeParse({ folder: c.req.query("folder") });
    if (!query.success) {
      const message = m.server_chooseImageFolder({ folders: IMAGE_FOLDERS.join(", ") });
      throw new AppError("VALIDATION_FAILED", message, { folder: [message] });
    }

    const body = await readCappedBody(
      c.req.raw,
      IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      UPLOAD_MESSAGES.tooLargeText,
    );
    const file = await fileFieldOf(body, c.req.header("content-type") ?? "");
    if (file.size > IMAGE_MAX_BYTES) throw tooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw notAnImage();
    // Its declared size, from the header: one that cannot be read is no image a browser would show.
    const dimensions = imageDimensions(type.extension, bytes);
    if (!dimensions) throw notAnImage();
    if (hasTooManyPixels(dimensions)) throw tooManyPixels();

    const key = generateKey(query.data.folder, type.extension);
    await deps.storage.put(key, bytes, type.mime);
    return c.json({ url: deps.storage.publicUrl(key), path: key }, 201);
  });

  return router;
}

/** The multipart body's "file" part; anything else (no multipart, no file part) is a 400. */
async function fileFieldOf(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<File> {
  if (!/^multipart\/form-data;/i.test(contentType)) throw notAnImage();
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw notAnImage();
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw notAnImage();
  return file;
}
