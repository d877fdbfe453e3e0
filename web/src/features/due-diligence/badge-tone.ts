import type { DueDiligenceStatus } from "@domain/due-diligence/stages";

// The status badge's colour is the screen's concern only (spec part 2, section 4's table).

export type BadgeTone = "green" | "red" | "blue" | "outline";
export function badgeTone(s: DueDiligenceStatus): BadgeTone {
  if (s === "approved") return "green";
  if (s === "declined") return "red";
  if (s === "closing") return "blue";
  return "outline";
}
