import type { TTwoFactorEnableResponse } from "@domain/schemas/two-factor";
import { Button } from "@web/components/ui/button";
import { useConfirmTwoFactor } from "@web/features/accounts/api/verify-two-factor";
import { CodeForm } from "@web/features/accounts/components/code-form";
import { TotpQrCode } from "@web/features/accounts/components/totp-qr-code";
import { SECURITY_TEXTS as T } from "@web/features/accounts/texts";

/** The key for manual entry, in groups of four as authenticator apps show it. */
function groupedSecret(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Set-up step: scan (or type) the key, then confirm with the first code, which turns it on. */
export function TwoFactorSetup({
  setup,
  email,
  onConfirmed,
  onCancel,
}: {
  setup: TTwoFactorEnableResponse;
  email: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  return (
    <div className="space-y-6">
      <section aria-labelledby="scan-title" className="space-y-3">
        <h3 id="scan-title" className="font-semibold">
          {T.scanTitle}
        </h3>
        <TotpQrCode uri={setup.totpURI} />
        <p className="text-sm text-muted-foreground">{T.manualEntry}</p>
        <p className="text-sm">
          <span className="text-muted-foreground">{T.account} </span>
          {email}
        </p>
        <p>
          <code data-testid="totp-secret" className="select-all break-all rounded bg-muted px-2 py-1 font-mono text-sm">
            {groupedSecret(setup.totpURI)}
          </code>
        </p>
      </section>
      <section aria-labelledby="confirm-title" className="space-y-3">
        <h3 id="confirm-title" className="font-semibold">
          {T.confirmTitle}
        </h3>
        <CodeForm
          kind="totp"
          label={T.code}
          submitLabel={T.confirm}
          busyLabel={T.confirming}
          onCode={async (code) => {
            await confirm({ code });
            onConfirmed();
          }}
        />
        <Button type="button" variant="ghost" onClick={onCancel}>
          {T.cancel}
        </Button>
      </section>
    </div>
  );
}
