import { initialsOf } from "@domain/format";
import { ROLE_LABELS } from "@web/features/messaging/texts";

export function ParticipantAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-foreground"
    >
      {initialsOf(name) || "?"}
    </span>
  );
}

export function roleLabel(role: keyof typeof ROLE_LABELS | null): string {
  return role ? ROLE_LABELS[role] : "";
}
