import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { type AccessTarget, useSetDocumentAccess } from "@web/features/due-diligence/api/set-document-access";
import { DOC_TEXTS as T } from "@web/features/due-diligence/components/document-texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";

/**
 * Asks before the founder withdraws the investor's access to one document or to all of them.
 * Loaded when Revoke is pressed; stays open (and busy) until the server answers; `onClose` gives
 * focus back to the button that opened it.
 */
export function RevokeAccessDialog({
  target,
  title,
  description,
  onClose,
}: {
  target: AccessTarget;
  title: string;
  description: string;
  onClose: () => void;
}) {
  const change = useSetDocumentAccess();

  const confirm = async () => {
    try {
      await change.mutateAsync({ target, revoked: true });
      toast.success(T.revoked);
      onClose();
    } catch (error) {
      toast.error(T.accessError, { description: errorMessageOf(error) });
    }
  };

  return (
    <AlertDialog open onOpenChange={(open) => !open && !change.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={change.isPending}>{T.cancel}</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action: Action closes at once, before the answer. */}
          <Button variant="destructive" onClick={confirm} disabled={change.isPending}>
            {T.revoke}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
