import { clampPercent } from "@domain/format";
import { cn } from "@web/lib/cn";

/** A determinate progress bar; `label` is its accessible name (several bars share a page). */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const width = clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.round(width)}
      aria-valuemin={0}
      aria-valuemax={100}
      className={cn("h-2 overflow-hidden rounded-full bg-muted", className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${width}%` }} />
    </div>
  );
}
