import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { TextareaField } from "@web/components/ui/textarea-field";
import { ADMIN_TEXTS as T } from "@web/features/admin/texts";
import { ApiError } from "@web/lib/api-client";
import { type FormEvent, type ReactElement, useState } from "react";

/**
 * A confirmation that needs a reason (ban a user, reject a campaign, act on a report). An empty reason is refused
 * here with `requiredMessage`; the server's own field error shows in the same place. Loaded on
 * first use (loadOnUse), so it opens as soon as it renders.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  label,
  confirmLabel,
  requiredMessage,
  onConfirm,
  name = "reason",
  variant = "destructive",
}: {
  trigger: ReactElement;
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  requiredMessage: string;
  onConfirm: (reason: string) => Promise<void>;
  /** The request's field the server's error names ("reason", or the moderation queue's "note"). */
  name?: string;
  /** The confirm button's look. */
  variant?: "destructive" | "default";
}) {
  const [open, onOpenChange] = useState(true);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      setReason("");
      setError(undefined);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields[name]?.[0] ?? undefined) : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <TextareaField
            id="reason"
            label={label}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error}
            rows={3}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" variant={variant} disabled={busy}>
              {busy ? T.saving : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
