import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import type { FeedCard as FeedCardData } from "./sample-feed";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function FeedCard({ card }: { card: FeedCardData }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle>{card.company}</CardTitle>
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">Example</span>
        </div>
        <CardDescription>by {card.owner}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="flex-1 text-sm">{card.description}</p>
        <div className="space-y-2">
          <div className="flex justify-between text-sm">
            <span className="font-semibold">{usd.format(card.raised)} raised</span>
            <span className="text-muted-foreground">{card.percentFunded}% funded</span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={`${card.company} funding`}
            aria-valuenow={card.percentFunded}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${card.percentFunded}%` }} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
