import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import { STATUS_LABELS } from "@domain/due-diligence/stages";
import { formatDate } from "@domain/format";
import { InitialsAvatar } from "@web/features/due-diligence/components/initials-avatar";
import { StatusBadge } from "@web/features/due-diligence/components/status-badge";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";

/** One process in the list: avatar, counterpart, last update (or the suspended notice), progress and stage. */
export function ProcessCard({
  process,
  selected,
  onSelect,
}: {
  process: TProcess;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onSelect(process.id)}
      aria-current={selected ? "true" : undefined}
      aria-label={[
        process.counterpartName,
        STATUS_LABELS[process.status],
        `${process.progress}%`,
        ...(process.counterpartSuspended ? [M.accountSuspended] : []),
      ].join(", ")}
      className={`flex w-full items-center gap-3 rounded-xl border bg-card p-4 text-left text-card-foreground shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${selected ? "border-primary ring-1 ring-primary" : ""}`}
    >
      <InitialsAvatar name={process.counterpartName} />
      <span className="min-w-0 flex-1 space-y-1">
        <span className="block font-semibold break-words">{process.counterpartName}</span>
        <span className="block text-xs text-muted-foreground">
          {process.counterpartSuspended ? M.accountSuspended : T.updatedOn(formatDate(process.updatedAt))}
        </span>
      </span>
      <span className="flex flex-col items-end gap-1">
        <span className="text-sm font-semibold tabular-nums">{process.progress}%</span>
        <StatusBadge status={process.status} />
      </span>
    </button>
  );
}
