import { AUTH_TOASTS } from "@domain/constants/accounts";
import { writeConjunction } from "@domain/i18n/conjunction-list";
import { currentLocale } from "@domain/i18n/locales";
import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { type SocialProvider, useSocialProviders, useSocialSignIn } from "@web/features/accounts/api/social-providers";
import { toast } from "@web/lib/toast";

const PROVIDERS: Array<{ id: SocialProvider; label: () => string }> = [
  { id: "google", label: m.accounts_providerGoogle },
  { id: "linkedin", label: m.accounts_providerLinkedIn },
];

/** Google and LinkedIn buttons: live when the server has their keys, otherwise shown disabled with why. */
export function SocialSignIn({ callbackPath }: { callbackPath: string }) {
  const { data } = useSocialProviders();
  const signIn = useSocialSignIn();
  const anyDisabled = PROVIDERS.some((p) => !data?.[p.id]);
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-3">
        {PROVIDERS.map((p) => (
          <Button
            key={p.id}
            variant="outline"
            disabled={!data?.[p.id] || signIn.isPending}
            aria-describedby={data?.[p.id] ? undefined : "social-unavailable"}
            onClick={() =>
              signIn.mutate(
                { provider: p.id, callbackPath },
                { onError: (e) => toast.error(AUTH_TOASTS.signInFailure.title, { description: e.message }) },
              )
            }
          >
            {p.label()}
          </Button>
        ))}
      </div>
      {data && anyDisabled && (
        <p id="social-unavailable" className="text-center text-xs text-muted-foreground">
          {m.accounts_socialUnavailable({
            providers: writeConjunction(
              PROVIDERS.filter((p) => !data[p.id]).map((p) => p.label()),
              currentLocale(),
            ),
          })}
        </p>
      )}
    </div>
  );
}
