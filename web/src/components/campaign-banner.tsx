import { cn } from "@web/lib/cn";
import { useState } from "react";

// Without a banner image a campaign gets one of these calm brand gradients, picked from its id
// so it keeps the same one everywhere and neighbouring cards differ.
const GRADIENT_CLASSES = [
  "bg-linear-to-br from-primary/80 via-brand to-highlight/60",
  "bg-linear-to-tr from-brand via-primary/70 to-accent",
  "bg-linear-to-bl from-highlight/70 via-primary/60 to-brand",
  "bg-linear-to-r from-primary/60 via-brand/90 to-primary/80",
];

function pick(seed: string) {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return GRADIENT_CLASSES[hash % GRADIENT_CLASSES.length];
}

/**
 * A campaign's banner image, or a gradient when the founder has not added one. Decorative either
 * way. `priority`: the banner at the top of the campaign page, likely its largest paint, is asked
 * for before the page's other images; a card's banner (a list, mostly below the fold) waits until
 * it nears the screen.
 */
export function CampaignBanner({
  url,
  seed,
  className,
  priority = false,
}: {
  url: string | null;
  seed: string;
  className?: string;
  priority?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return (
      <img
        src={url}
        alt=""
        className={cn("w-full object-cover", className)}
        onError={() => setBroken(true)}
        decoding="async"
        {...(priority ? { fetchPriority: "high" } : { loading: "lazy" })}
      />
    );
  }
  return (
    <div aria-hidden="true" className={cn("w-full", pick(seed), className)}>
      <div className="h-full w-full bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.22),transparent_50%)]" />
    </div>
  );
}
