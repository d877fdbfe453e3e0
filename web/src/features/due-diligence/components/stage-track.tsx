import type { TProcess } from "@domain/due-diligence/process-schemas";
import { STAGE_ORDER, STATUS_LABELS, WORKFLOW_STAGES } from "@domain/due-diligence/stages";
import { stageTrackClasses } from "@web/features/due-diligence/badge-tone";
import { DD_TEXTS as T } from "@web/features/due-diligence/texts";
import { Check } from "lucide-react";

/** The seven stages as badges: done ones ticked, the current one filled. */
export function StageTrack({ process }: { process: TProcess }) {
  const reached =
    process.status === "approved"
      ? WORKFLOW_STAGES.length
      : process.status === "declined"
        ? -1
        : STAGE_ORDER[process.status];
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium">{T.stages}</h3>
      <ol className="flex flex-wrap gap-1.5">
        {WORKFLOW_STAGES.map((stage) => {
          const order = STAGE_ORDER[stage];
          const done = order < reached;
          const current = order === reached;
          return (
            <li
              key={stage}
              aria-current={current ? "step" : undefined}
              className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium ${stageTrackClasses(done, current)}`}
            >
              {done && <Check className="size-3" aria-hidden="true" />}
              {STATUS_LABELS[stage]}
              {done && <span className="sr-only"> {T.stageDone}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
