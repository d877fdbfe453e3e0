import type { TRecoveryCode, TTotpCode } from "@domain/schemas/two-factor";
import { useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { twoFactorStatusQueryKey } from "./two-factor-status";

export type SecondStep = { kind: "totp"; input: TTotpCode } | { kind: "recovery"; input: TRecoveryCode };

/**
 * A code from the app or a recovery code: the second step of a sign-in (the pending sign-in is a
 * cookie), or, while signed in, the first code that turns two-step sign-in on.
 */
export async function verifyTwoFactor(step: SecondStep) {
  const path = step.kind === "totp" ? "/api/auth/two-factor/verify-totp" : "/api/auth/two-factor/verify-backup-code";
  await apiFetch(path, { body: step.input });
}

/**
 * The first code that turns two-step sign-in on, while signed in. Not a react-query mutation on
 * purpose: a wrong code answers 401, which the shared mutation cache reads as "the session ended".
 */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return async (input: TTotpCode) => {
    await verifyTwoFactor({ kind: "totp", input });
    await queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
  };
}
