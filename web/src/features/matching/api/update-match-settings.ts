import type { TMatchSettings, TMatchSettingsAnswer } from "@domain/schemas/matching";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { matchSettingsQueryKey } from "./get-match-settings";
import { matchingKey } from "./get-matches";

/** Save the settings, or reset them (`null`); the matches are ranked afresh. */
export function useUpdateMatchSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TMatchSettings | null) =>
      settings
        ? apiFetch<TMatchSettingsAnswer>("/api/settings/algorithm", { method: "PUT", body: settings })
        : apiFetch<TMatchSettingsAnswer>("/api/settings/algorithm/reset", { method: "POST" }),
    onSuccess: (answer) => {
      queryClient.setQueryData(matchSettingsQueryKey, answer);
      return queryClient.invalidateQueries({
        queryKey: matchingKey,
        predicate: (q) => q.queryKey[1] !== "settings",
      });
    },
  });
}
