import type { TBusinessVerification } from "@domain/verification/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { verificationKeys } from "./get-business-verification";

/** The certificate is the body; the number travels in the query (the server streams the file). */
function submitBusinessVerification(input: { registrationNumber: string; file: File }) {
  const query = new URLSearchParams({ name: input.file.name, registrationNumber: input.registrationNumber });
  return apiFetch<TBusinessVerification>(`/api/uploads/verification/business?${query}`, { file: input.file });
}

export function useSubmitBusinessVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBusinessVerification,
    onSuccess: (answer) => queryClient.setQueryData(verificationKeys.business, answer),
  });
}
