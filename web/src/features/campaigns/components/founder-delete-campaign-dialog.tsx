import { CAMPAIGN_MESSAGES } from "@domain/constants/campaigns";
import { m } from "@i18n/messages";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { type ReactElement, useState } from "react";

/**
 * Delete behind the spec's confirmation; stays open (and busy) until the server answers. Loaded
 * when Delete Campaign is first pressed (founder-edit-campaign-page.tsx), so it opens at once.
 */
export function FounderDeleteCampaignDialog({
  trigger,
  campaignTitle,
  onConfirm,
}: {
  trigger: ReactElement;
  campaignTitle: string;
  /** Resolves when the campaign is gone; the caller toasts and navigates. */
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(true);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
      setOpen(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{CAMPAIGN_MESSAGES.confirmDelete}</AlertDialogTitle>
          <AlertDialogDescription>
            {CAMPAIGN_MESSAGES.confirmDeleteText} {m.campaigns_deletingTitle({ title: campaignTitle })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>{m.campaigns_cancel()}</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action: Action closes at once, before the answer. */}
          <Button variant="destructive" onClick={confirm} disabled={deleting}>
            {deleting ? m.campaigns_deleting() : m.campaigns_delete()}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
