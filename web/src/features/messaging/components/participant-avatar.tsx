import { initialsOf } from "@domain/format";
import { cn } from "@web/lib/cn";

export function ParticipantAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-foreground",
        className,
      )}
    >
      {initialsOf(name) || "?"}
    </span>
  );
}

const ROLE_LABELS = { investor: "Investor", founder: "Founder", admin: "Admin" } as const;

export function roleLabel(role: keyof typeof ROLE_LABELS | null): string {
  return role ? ROLE_LABELS[role] : "";
}
