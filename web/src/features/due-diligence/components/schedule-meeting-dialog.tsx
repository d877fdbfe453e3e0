import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { ScheduleMeetingForm } from "@web/features/due-diligence/components/schedule-meeting-form";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";

/** Schedule Meeting (either party); the other party approves it. Loaded when the button is pressed. */
export function ScheduleMeetingDialog({
  processId,
  counterpartName,
  onClose,
}: {
  processId: string;
  counterpartName: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.scheduleMeeting}</DialogTitle>
          <DialogDescription>{T.waitingApproval}.</DialogDescription>
        </DialogHeader>
        <ScheduleMeetingForm processId={processId} counterpartName={counterpartName} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
