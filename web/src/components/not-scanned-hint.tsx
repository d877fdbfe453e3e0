import type { ScanStatus } from "@domain/uploads/scan-status";
import { m } from "@i18n/messages";
import { ShieldAlert } from "lucide-react";

/**
 * A quiet line under a stored file that the virus scanner never checked: no scanner was configured
 * when it arrived (issue 21), or it predates scanning. Nothing for a clean file or a pending one.
 */
export function NotScannedHint({ status }: { status: ScanStatus | null }) {
  if (status !== "not_scanned") return null;
  return (
    <p className="flex items-center gap-1 text-xs text-muted-foreground" title={m.ui_notScannedHelp()}>
      <ShieldAlert className="size-3.5 shrink-0" aria-hidden="true" />
      {m.ui_notScanned()}
    </p>
  );
}
