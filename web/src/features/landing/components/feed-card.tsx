import { formatPercent, formatUsd } from "@domain/format";
import { m } from "@i18n/messages";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { Link } from "react-router";
import type { FeedCard as FeedCardData } from "./sample-feed";

/**
 * One feed card. A live card (with an href) is one link, the whole card its target; a sample
 * card carries the "Example" badge and leads nowhere.
 */
export function FeedCard({ card }: { card: FeedCardData & { href?: string } }) {
  const live = card.href !== undefined;
  return (
    <Card className="relative flex h-full flex-col transition-shadow has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:hover]:shadow-md">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle>
            {live && card.href ? (
              <Link to={card.href} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
                {card.company}
              </Link>
            ) : (
              card.company
            )}
          </CardTitle>
          {!live && (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              {m.landing_example()}
            </span>
          )}
        </div>
        <CardDescription>{m.landing_byOwner({ name: card.owner })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="line-clamp-3 flex-1 text-sm">{card.description}</p>
        <div className="space-y-2">
          <div className="flex justify-between text-sm">
            <span className="font-semibold">{m.landing_amountRaised({ amount: formatUsd(card.raised) })}</span>
            <span className="text-muted-foreground">
              {m.landing_percentFunded({ percent: formatPercent(card.percentFunded) })}
            </span>
          </div>
          <Progress value={card.percentFunded} label={m.landing_fundingProgress({ company: card.company })} />
        </div>
      </CardContent>
    </Card>
  );
}
