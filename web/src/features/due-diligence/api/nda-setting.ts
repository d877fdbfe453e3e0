import type { TNdaSetting, TNdaSettingInput } from "@domain/due-diligence/nda/nda-schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dueDiligenceKeys } from "@web/features/due-diligence/api/keys";
import { putDocumentFile } from "@web/features/due-diligence/api/upload-document-file";
import { apiFetch } from "@web/lib/api-client";

// The founder's NDA requirement for their business: read, set to none or standard, or a PDF.

type Answer = { nda: TNdaSetting };
const settingKey = (businessId: string) => [...dueDiligenceKeys.all, "nda-setting", businessId] as const;
const settingPath = (businessId: string) => `/api/due-diligence/businesses/${encodeURIComponent(businessId)}/nda`;

export const useNdaSetting = (businessId: string) =>
  useQuery(
    queryOptions({
      queryKey: settingKey(businessId),
      queryFn: ({ signal }) => apiFetch<Answer>(settingPath(businessId), { signal }),
    }),
  );

export function useSetNdaRequirement(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TNdaSettingInput) => apiFetch<Answer>(settingPath(businessId), { method: "PUT", body: input }),
    onSuccess: (answer) => queryClient.setQueryData(settingKey(businessId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}

/** The founder's own NDA, streamed as the body (the server checks it is a PDF of 10 MB at most). */
export function useUploadNda(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      putDocumentFile<Answer>(
        `/api/uploads/due-diligence/businesses/${encodeURIComponent(businessId)}/nda?${new URLSearchParams({ name: file.name })}`,
        file,
      ),
    onSuccess: (answer) => queryClient.setQueryData(settingKey(businessId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all }),
  });
}
