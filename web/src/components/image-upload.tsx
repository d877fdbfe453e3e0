import { IMAGE_MIME_TYPES, type ImageFolder, UPLOAD_MESSAGES } from "@domain/constants/uploads";
import { m } from "@i18n/messages";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { ApiError } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { toast } from "@web/lib/toast";
import { imageFileProblem, uploadImage } from "@web/lib/upload-image";
import { ImageIcon, Upload } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";

export type ImageUploadProps = {
  /** The field's visible label, e.g. "Logo". */
  label: string;
  /** Where the server stores it: logos, avatars or banners. */
  folder: ImageFolder;
  /** The current image URL, or null. */
  value: string | null;
  /** Called with the uploaded image's URL, or null when removed. */
  onChange: (url: string | null) => void;
  /** The preview's shape: square (logos), circle (avatars) or banner (a wide strip above the buttons). */
  shape?: "square" | "circle" | "banner";
  /** Under the buttons while idle. */
  hint?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
};

type Uploading = { preview: string; progress: number };
/** The local copy of the file just uploaded, shown while `value` is its URL (no flash while the server copy loads). */
type Kept = { preview: string; url: string };

/**
 * Picks and uploads one image (spec part 1: idle, uploading, then success with the preview kept
 * and a toast, or failure with the preview reverted). The real file input stays in the tab order;
 * its label is styled as the button.
 */
export function ImageUpload({
  label,
  folder,
  value,
  onChange,
  shape = "square",
  hint,
  disabled = false,
  id,
  className,
}: ImageUploadProps) {
  const reactId = useId();
  const inputId = id ?? `image-upload-${reactId}`;
  const hintId = `${inputId}-hint`;
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [kept, setKept] = useState<Kept | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const objectUrls = useRef(new Set<string>());

  const revoke = (url: string) => {
    URL.revokeObjectURL(url);
    objectUrls.current.delete(url);
  };

  // Once the parent moves on from the uploaded URL (removed, replaced), the local copy goes.
  useEffect(() => {
    if (kept && kept.url !== value) setKept(null);
  }, [kept, value]);

  // A local copy is freed when it is replaced, dropped or the control goes away.
  useEffect(() => {
    if (!kept) return;
    return () => revoke(kept.preview);
  }, [kept]);

  // Leaving the page cancels an upload in flight and frees its preview.
  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      abortRef.current?.abort();
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  async function onSelect(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again still counts as a change
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem.title, { description: problem.text });
      return;
    }

    const preview = URL.createObjectURL(file);
    objectUrls.current.add(preview);
    const controller = new AbortController();
    abortRef.current = controller;
    setUploading({ preview, progress: 0 });
    try {
      const { url } = await uploadImage(file, folder, {
        signal: controller.signal,
        onProgress: (progress) => setUploading((current) => current && { ...current, progress }),
      });
      setUploading(null);
      setKept({ preview, url });
      onChange(url);
      toast.success(UPLOAD_MESSAGES.successTitle, { description: UPLOAD_MESSAGES.successText });
    } catch (error) {
      if (controller.signal.aborted) return;
      revoke(preview);
      setUploading(null);
      const { title, text } = failureToast(error);
      toast.error(title, { description: text });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  }

  const src = uploading?.preview ?? (kept && kept.url === value ? kept.preview : value);
  const busy = uploading !== null;

  return (
    <div className={cn("space-y-2", className)} aria-busy={busy || undefined}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className={cn("flex gap-4", shape === "banner" ? "flex-col" : "items-center")}>
        <div
          className={cn(
            "flex shrink-0 items-center justify-center overflow-hidden border bg-muted",
            shape === "banner" ? "aspect-[3/1] w-full max-w-md rounded-md" : "size-20",
            shape === "circle" ? "rounded-full" : "rounded-md",
          )}
        >
          {src ? (
            <img src={src} alt={m.ui_imagePreview({ label })} className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="w-full min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={inputId}
              type="file"
              accept={IMAGE_MIME_TYPES.join(",")}
              className="peer sr-only"
              disabled={disabled || busy}
              aria-describedby={busy ? undefined : hintId}
              onChange={onSelect}
            />
            <label
              htmlFor={inputId}
              className={cn(
                buttonVariants({ variant: "outline", size: "sm" }),
                "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background peer-disabled:pointer-events-none peer-disabled:opacity-60",
              )}
            >
              <Upload aria-hidden="true" />
              {busy ? m.ui_uploadingImage() : value ? m.ui_changeImage() : m.ui_uploadImage()}
            </label>
            {value && !busy && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={m.ui_removeNamed({ label })}
                disabled={disabled}
                onClick={() => onChange(null)}
              >
                {m.ui_remove()}
              </Button>
            )}
          </div>
          {uploading ? (
            <div
              role="progressbar"
              aria-label={m.ui_uploadingNamed({ label })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={uploading.progress}
              className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full bg-primary transition-[width] motion-reduce:transition-none"
                style={{ width: `${uploading.progress}%` }}
              />
            </div>
          ) : (
            <p id={hintId} className="text-xs text-muted-foreground">
              {hint ?? m.ui_imageHint()}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** Too large: the spec's size texts. Refused as not an image: the server's reason. Anything else: the spec's failure texts. */
function failureToast(error: unknown): { title: string; text: string } {
  if (error instanceof ApiError && error.status === 413) {
    return { title: UPLOAD_MESSAGES.tooLargeTitle, text: UPLOAD_MESSAGES.tooLargeText };
  }
  if (error instanceof ApiError && error.code === "VALIDATION_FAILED") {
    return { title: UPLOAD_MESSAGES.failedTitle, text: error.message };
  }
  return { title: UPLOAD_MESSAGES.failedTitle, text: UPLOAD_MESSAGES.failedText };
}
