import {
  DECLINE_NOTE_MAX,
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  type DeclineReason,
  DUE_DILIGENCE_MESSAGES as M,
} from "@domain/due-diligence/constants";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import { offersNoResponse } from "@domain/responsiveness/rules";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { useDeclineProcess } from "@web/features/due-diligence/api/decline-process";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { useState } from "react";

/**
 * Decline with a reason from the short list and an optional note; the other party sees both.
 * Loaded when Decline is pressed; `onClose` gives focus back to that button.
 */
export function DeclineDialog({ process, onClose }: { process: TProcess; onClose: () => void }) {
  const [reason, setReason] = useState<DeclineReason>("not_a_fit_now");
  const [note, setNote] = useState("");
  const decline = useDeclineProcess(process.id);
  // "No response" is the investor's, once their interest is 14 days old (the server checks the rest).
  const reasons = DECLINE_REASONS.filter(
    (r) => r !== "no_response" || offersNoResponse(process.viewerRole, new Date(process.createdAt), new Date()),
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await decline.mutateAsync({ reason, note });
      toast.success(T.declineTitle);
      onClose();
    } catch (error) {
      toast.error(M.errorTitle, { description: errorMessageOf(error) });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{T.declineTitle}</DialogTitle>
            <DialogDescription>{T.declineDescription}</DialogDescription>
          </DialogHeader>
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">{T.declineReason}</legend>
            {reasons.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="decline-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-primary"
                />
                {DECLINE_REASON_LABELS[r]}
              </label>
            ))}
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor="decline-note">{T.declineNote}</Label>
            <Textarea
              id="decline-note"
              value={note}
              maxLength={DECLINE_NOTE_MAX}
              onChange={(e) => setNote(e.target.value)}
              rows={3}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {T.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={decline.isPending}>
              {T.declineConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
