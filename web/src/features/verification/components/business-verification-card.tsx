import { m } from "@i18n/messages";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import type { ReactNode } from "react";

/**
 * The frame of /founder/business's verification panel: its title, the status badge and the
 * description around what the panel holds. The route also shows it, with a spinner, while the
 * panel's code loads, so the card does not appear all at once and push the form below it down
 * (a founder about to press Create Business Profile would press what slid under the pointer).
 * Its messages are named one by one, not through VERIFICATION_TEXTS: the route's own chunk then
 * carries these three, not the whole panel's texts.
 */
export function BusinessVerificationCard({
  badge,
  verified = false,
  children,
}: {
  badge?: ReactNode;
  verified?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="business-verification-title" className="mb-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle id="business-verification-title">{m.verification_businessTitle()}</CardTitle>
            {badge}
          </div>
          <CardDescription>
            {verified ? m.verification_businessVerifiedDescription() : m.verification_businessDescription()}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">{children}</CardContent>
      </Card>
    </section>
  );
}
