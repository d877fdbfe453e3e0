import type { DueDiligenceStatus } from "@domain/due-diligence/stages";

// The status badge's colour is the screen's concern only (spec part 2, section 4's table); the
// classes live here, beside the rule, rather than among the components' texts.

export type BadgeTone = "green" | "red" | "blue" | "outline";
export function badgeTone(s: DueDiligenceStatus): BadgeTone {
  if (s === "approved") return "green";
  if (s === "declined") return "red";
  if (s === "closing") return "blue";
  return "outline";
}

export const BADGE_TONE_CLASSES: Record<BadgeTone, string> = {
  green: "border-transparent bg-green-700 text-white",
  red: "border-transparent bg-destructive text-destructive-foreground",
  blue: "border-transparent bg-blue-700 text-white",
  outline: "",
};

/** A stage badge on the track: done ones tinted, the current one filled, the rest muted. */
export function stageTrackClasses(done: boolean, current: boolean): string {
  if (current) return "border-transparent bg-primary text-primary-foreground";
  if (done) return "border-transparent bg-primary/10 text-primary";
  return "text-muted-foreground";
}
