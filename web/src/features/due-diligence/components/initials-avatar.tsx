import { initialsOf } from "@domain/format";

/** Two initials in a circle (the spec's process card avatar). */
export function InitialsAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
    >
      {initialsOf(name) || "?"}
    </span>
  );
}
