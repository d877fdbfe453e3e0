import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** Nothing to show yet: the spec's sentence, an icon, and what to do next if there is something. */
export function EmptyState({
  icon: Icon,
  message,
  children,
}: {
  icon: LucideIcon;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-muted-foreground">{message}</p>
      {children}
    </div>
  );
}
