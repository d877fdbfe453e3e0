import { EMAIL_FREQUENCY_LABELS, EMAIL_KIND_LABELS, UNSUBSCRIBE_TARGETS } from "@domain/notifications/email-kinds";
import { m } from "@i18n/messages";
import { AuthLayout } from "@web/components/layouts/auth-layout";
import { Button } from "@web/components/ui/button";
import { ApiError } from "@web/lib/api-client";
import { Link, useSearchParams } from "react-router";
import { useUnsubscribe } from "../api/unsubscribe";

/**
 * /unsubscribe, the link at the foot of every notification e-mail (decision 028): it asks first
 * and turns the kind off on a click, so a mail scanner that opens links turns nothing off. Mail
 * clients' own "Unsubscribe" button POSTs to the API directly (List-Unsubscribe-Post).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const unsubscribe = useUnsubscribe();
  const target = UNSUBSCRIBE_TARGETS.find((k) => k === params.get("k"));
  const valid = target && params.get("u") && params.get("t");
  const what = target === "digest" ? EMAIL_FREQUENCY_LABELS.digest : target ? EMAIL_KIND_LABELS[target] : "";
  const settingsLink = (
    <Button asChild variant="outline" className="w-full">
      <Link to="/settings">{m.notifications_unsubscribeSettings()}</Link>
    </Button>
  );

  // A link altered or cut short: the server refuses it (400, 404) and nothing changed.
  const refused =
    unsubscribe.error instanceof ApiError && (unsubscribe.error.status === 400 || unsubscribe.error.status === 404);
  if (!valid || refused) {
    return (
      <AuthLayout title={m.notifications_unsubscribeTitle()} description={m.notifications_unsubscribeInvalid()}>
        {settingsLink}
      </AuthLayout>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <AuthLayout
        title={m.notifications_unsubscribeDoneTitle()}
        description={m.notifications_unsubscribeDone({ kind: what })}
      >
        {settingsLink}
      </AuthLayout>
    );
  }
  const query = new URLSearchParams({ u: params.get("u") ?? "", k: target, t: params.get("t") ?? "" }).toString();
  return (
    <AuthLayout
      title={m.notifications_unsubscribeTitle()}
      description={m.notifications_unsubscribeQuestion({ kind: what })}
    >
      <div className="space-y-3">
        {unsubscribe.isError && (
          <p role="alert" className="text-sm text-destructive">
            {unsubscribe.error.message || m.notifications_unsubscribeError()}
          </p>
        )}
        <Button className="w-full" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(query)}>
          {unsubscribe.isPending ? m.notifications_unsubscribing() : m.notifications_unsubscribeButton()}
        </Button>
        {settingsLink}
      </div>
    </AuthLayout>
  );
}
