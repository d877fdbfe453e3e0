import { initialsOf } from "@domain/format";
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
  if (avatarUrl && !broken) {
    return (
      <img
        src={avatarUrl}
        alt=""
        className={`shrink-0 rounded-full border bg-card object-cover ${SIZES[size]}`}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full border bg-primary/10 font-bold text-primary ${SIZES[size]}`}
    >
      {initialsOf(name) || "?"}
    </span>
  );
}
