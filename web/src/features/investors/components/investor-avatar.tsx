import { initialsOf } from "@domain/format";
import { cn } from "@web/lib/cn";
import { useState } from "react";

const SIZES = { md: "size-12 text-base", lg: "size-20 text-2xl" } as const;

/** An investor's photo, or their initials when there is none (or it will not load). */
export function InvestorAvatar({
  name,
  avatarUrl,
  size = "md",
}: {
  name: string;
  avatarUrl: string | null;
  size?: keyof typeof SIZES;
}) {
  const [broken, setBroken] = useState(false);
  const box = cn("shrink-0 rounded-full border", SIZES[size]);
  if (avatarUrl && !broken) {
    return <img src={avatarUrl} alt="" className={cn(box, "bg-card object-cover")} onError={() => setBroken(true)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, "flex items-center justify-center bg-primary/10 font-bold text-primary")}
    >
      {initialsOf(name) || "?"}
    </span>
  );
}
