import { m } from "@i18n/messages";
import { formatNumber } from "../format";
import { localized } from "../i18n/localized";

// Images (spec part 1, sections 4, 5, 8).
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_FOLDERS = ["logos", "avatars", "banners"] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
/**
 * The most pixels an accepted image may declare (issue 21): a 200-byte PNG can claim 20000×20000
 * pixels and make every browser that shows it decode gigabytes. Read from the file's header.
 */
export const IMAGE_MAX_SIDE_PIXELS = 10_000;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const UPLOAD_MESSAGES = localized({
  tooLargeTitle: m.domain_uploadTooLargeTitle,
  tooLargeText: m.domain_uploadTooLargeText,
  notImage: m.domain_uploadNotImage,
  tooManyPixels: () =>
    m.domain_uploadImageTooManyPixels({
      side: formatNumber(IMAGE_MAX_SIDE_PIXELS),
      megapixels: formatNumber(IMAGE_MAX_PIXELS / 1_000_000),
    }),
  failedTitle: m.domain_uploadFailedTitle,
  failedText: m.domain_uploadFailedText,
  successTitle: m.domain_uploadSuccessTitle,
  successText: m.domain_uploadSuccessText,
});
