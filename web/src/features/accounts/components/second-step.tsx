import type { TMe } from "@domain/schemas/accounts";
import { Button } from "@web/components/ui/button";
import { useCompleteSignIn } from "@web/features/accounts/api/sign-in";
import { CodeForm } from "@web/features/accounts/components/code-form";
import { SECOND_STEP_TEXTS as T } from "@web/features/accounts/texts";
import { ApiError } from "@web/lib/api-client";
import { useState } from "react";

/** better-auth's answers when the pending sign-in is gone: expired, or ended by five wrong codes. */
const RESTART_CODES: ReadonlySet<string> = new Set(["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"]);

/**
 * /login's second step, after a right password on an account with two-step sign-in: a code from
 * the authenticator app, or a recovery code. The pending sign-in lives in a short-lived cookie; when
 * it has expired (or too many wrong codes ended it) the user starts again from the password.
 */
export function SecondStep({ onSignedIn, onStartOver }: { onSignedIn: (me: TMe) => void; onStartOver: () => void }) {
  const [kind, setKind] = useState<"totp" | "recovery">("totp");
  const complete = useCompleteSignIn();

  const onCode = async (code: string) => {
    try {
      const result = await complete.mutateAsync(
        kind === "totp" ? { kind, input: { code } } : { kind, input: { code } },
      );
      if (result.kind === "signed-in") onSignedIn(result.me);
    } catch (error) {
      if (error instanceof ApiError && RESTART_CODES.has(error.code)) throw new Error(T.expired);
      throw error;
    }
  };

  return (
    <section aria-labelledby="second-step-title" className="space-y-4">
      <h2 id="second-step-title" className="text-lg font-semibold">
        {T.title}
      </h2>
      <p className="text-sm text-muted-foreground">{kind === "totp" ? T.totpDescription : T.recoveryDescription}</p>
      <CodeForm
        key={kind}
        kind={kind}
        label={kind === "totp" ? T.code : T.recoveryCode}
        submitLabel={T.verify}
        busyLabel={T.verifying}
        onCode={onCode}
      />
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="px-0"
          onClick={() => setKind(kind === "totp" ? "recovery" : "totp")}
        >
          {kind === "totp" ? T.useRecovery : T.useApp}
        </Button>
        <Button type="button" variant="link" className="px-0" onClick={onStartOver}>
          {T.startOver}
        </Button>
      </div>
    </section>
  );
}
