import type { TSupportRequest } from "@domain/schemas/admin";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

function sendSupportRequest(input: TSupportRequest): Promise<{ id: string }> {
  return apiFetch<{ id: string }>("/api/support", { body: input });
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
