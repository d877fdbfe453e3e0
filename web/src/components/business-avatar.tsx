import { initialsOf } from "@domain/format";
import { cn } from "@web/lib/cn";
import { useState } from "react";

const SIZES = { sm: "size-10 text-sm", md: "size-12 text-base", lg: "size-16 text-xl" } as const;

/** A business's logo, or its initials when it has none (or the image will not load). */
export function BusinessAvatar({
  name,
  logoUrl,
  size = "md",
  className,
}: {
  name: string;
  logoUrl: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const box = cn("shrink-0 rounded-lg border", SIZES[size], className);
  if (logoUrl && !broken) {
    return <img src={logoUrl} alt="" className={cn(box, "bg-card object-contain")} onError={() => setBroken(true)} />;
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
