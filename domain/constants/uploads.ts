// Images (spec part 1, sections 4, 5, 8).
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_FOLDERS = ["logos", "avatars", "banners"] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const UPLOAD_MESSAGES = {
  tooLargeTitle: "File too large",
  tooLargeText: "Please select a file smaller than 5MB",
  notImage: "Please choose a PNG, JPEG, WebP or GIF image",
  failedTitle: "Upload failed",
  failedText: "Failed to upload image. Please try again.",
  successTitle: "Success",
  successText: "Image uploaded successfully",
} as const;
