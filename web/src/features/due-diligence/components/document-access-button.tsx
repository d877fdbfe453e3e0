import { Button } from "@web/components/ui/button";
import { type AccessTarget, useSetDocumentAccess } from "@web/features/due-diligence/api/set-document-access";
import { DOC_TEXTS as T } from "@web/features/due-diligence/components/document-texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

const RevokeAccessDialog = lazy(() =>
  import("@web/features/due-diligence/components/revoke-access-dialog").then((m) => ({
    default: m.RevokeAccessDialog,
  })),
);

/**
 * The founder's control over the investor's access to one document or to all: Revoke asks first
 * (a dialog), Restore acts at once.
 */
export function DocumentAccessButton({
  target,
  revoked,
  label,
  ariaLabel,
  confirmTitle,
  confirmText,
}: {
  target: AccessTarget;
  revoked: boolean;
  /** The visible words of the button: revoke or restore. */
  label: string;
  ariaLabel?: string;
  confirmTitle: string;
  confirmText: string;
}) {
  const change = useSetDocumentAccess();
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const restore = async () => {
    try {
      await change.mutateAsync({ target, revoked: false });
      toast.success(T.restored);
    } catch (error) {
      toast.error(T.accessError, { description: errorMessageOf(error) });
    }
  };

  return (
    <>
      <Button
        ref={button}
        size="sm"
        variant={revoked ? "outline" : "ghost"}
        aria-label={ariaLabel}
        aria-haspopup={revoked ? undefined : "dialog"}
        disabled={change.isPending}
        onClick={revoked ? restore : () => setConfirming(true)}
      >
        {revoked ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
        {label}
      </Button>
      <Suspense fallback={null}>
        {confirming && (
          <RevokeAccessDialog
            target={target}
            title={confirmTitle}
            description={confirmText}
            onClose={() => {
              setConfirming(false);
              button.current?.focus();
            }}
          />
        )}
      </Suspense>
    </>
  );
}
