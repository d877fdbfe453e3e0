import type { QueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "./api/keys";

/** A notification arrived (the other party changed a process or a meeting): screens showing due diligence ask again. */
export function refreshDueDiligence(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all });
}
