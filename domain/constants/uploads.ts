import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";

// Images (spec part 1, sections 4, 5, 8).
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_FOLDERS = ["logos", "avatars", "banners"] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const UPLOAD_MESSAGES = localized({
  tooLargeTitle: m.domain_uploadTooLargeTitle,
  tooLargeText: m.domain_uploadTooLargeText,
  notImage: m.domain_uploadNotImage,
  failedTitle: m.domain_uploadFailedTitle,
  failedText: m.domain_uploadFailedText,
  successTitle: m.domain_uploadSuccessTitle,
  successText: m.domain_uploadSuccessText,
});
