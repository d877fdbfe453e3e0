import type { TInvestorVerification, TInvestorVerificationInput } from "@domain/verification/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { verificationKeys } from "./get-business-verification";

/** The document is the body; the identity travels in the query (the server streams the file). */
function submitInvestorVerification({ file, ...details }: TInvestorVerificationInput & { file: File }) {
  const entries = Object.entries({ name: file.name, ...details }).flatMap(([key, value]) =>
    typeof value === "string" && value.trim() !== "" ? [[key, value]] : [],
  );
  return apiFetch<TInvestorVerification>(`/api/uploads/verification/investor?${new URLSearchParams(entries)}`, {
    file,
  });
}

export function useSubmitInvestorVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitInvestorVerification,
    onSuccess: (answer) => queryClient.setQueryData(verificationKeys.investor, answer),
  });
}
