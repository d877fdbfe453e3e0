import type { TTwoFactorEnableResponse } from "@domain/schemas/two-factor";
import { PageHeader } from "@web/components/page-header";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useDisableTwoFactor } from "@web/features/accounts/api/disable-two-factor";
import { useEnableTwoFactor } from "@web/features/accounts/api/enable-two-factor";
import { useTwoFactorStatus } from "@web/features/accounts/api/two-factor-status";
import { PasswordConfirmForm } from "@web/features/accounts/components/password-confirm-form";
import { RecoveryCodes } from "@web/features/accounts/components/recovery-codes";
import { TwoFactorSetup } from "@web/features/accounts/components/two-factor-setup";
import { SECURITY_TEXTS as T } from "@web/features/accounts/texts";
import { useMe } from "@web/lib/session";
import { toast } from "@web/lib/toast";
import { useState } from "react";

/** Where set-up stands on this screen: not started, scanning and confirming, or showing the codes once. */
type Stage = { step: "idle" } | { step: "setup"; setup: TTwoFactorEnableResponse } | { step: "codes"; codes: string[] };

/** /account/security: turn two-step sign-in (authenticator app + recovery codes) on or off. */
export function SecurityPage() {
  const me = useMe();
  const status = useTwoFactorStatus();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [stage, setStage] = useState<Stage>({ step: "idle" });
  const enabled = status.data?.enabled ?? false;
  const isAdmin = me.data?.profile?.role === "admin";

  let body: React.ReactNode;
  if (status.isPending) {
    body = <Spinner />;
  } else if (status.isError) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        {T.loadError}
      </p>
    );
  } else if (stage.step === "codes") {
    body = <RecoveryCodes codes={stage.codes} onDone={() => setStage({ step: "idle" })} />;
  } else if (stage.step === "setup") {
    body = (
      <TwoFactorSetup
        setup={stage.setup}
        email={me.data?.user.email ?? ""}
        onConfirmed={() => {
          toast.success(T.onToastTitle, { description: T.onToastDescription });
          setStage({ step: "codes", codes: stage.setup.backupCodes });
        }}
        onCancel={() => setStage({ step: "idle" })}
      />
    );
  } else if (enabled) {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">{T.onText}</p>
        <p className="text-sm">{T.offConfirm}</p>
        <PasswordConfirmForm
          submitLabel={T.turnOff}
          busyLabel={T.turningOff}
          destructive
          onConfirm={async (values) => {
            await disable.mutateAsync(values);
            toast.success(T.offToastTitle, { description: T.offToastDescription });
          }}
        />
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">{T.offText}</p>
        {isAdmin && (
          <p role="note" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
            {T.adminAdvice}
          </p>
        )}
        <PasswordConfirmForm
          submitLabel={T.turnOn}
          busyLabel={T.turningOn}
          onConfirm={async (values) => setStage({ step: "setup", setup: await enable.mutateAsync(values) })}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={T.title} description={T.description} />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            {T.cardTitle}
            {status.data && (
              <Badge variant={enabled ? "default" : "muted"} data-testid="two-factor-state">
                {enabled ? T.onBadge : T.offBadge}
              </Badge>
            )}
          </CardTitle>
          <CardDescription>{T.description}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
