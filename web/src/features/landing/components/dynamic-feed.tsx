import { Tabs } from "radix-ui";
import { FeedCard } from "./feed-card";
import { SAMPLE_CAMPAIGNS, SAMPLE_COMPANIES } from "./sample-feed";

const TAB_CLASS =
  "rounded-md px-4 py-2 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";

export function DynamicFeed() {
  return (
    <Tabs.Root defaultValue="campaigns" className="space-y-6">
      <Tabs.List aria-label="Dynamic Feed" className="inline-flex rounded-lg bg-muted p-1">
        <Tabs.Trigger value="campaigns" className={TAB_CLASS}>
          Featured Campaigns
        </Tabs.Trigger>
        <Tabs.Trigger value="companies" className={TAB_CLASS}>
          Company Profiles
        </Tabs.Trigger>
      </Tabs.List>
      {(
        [
          ["campaigns", SAMPLE_CAMPAIGNS],
          ["companies", SAMPLE_COMPANIES],
        ] as const
      ).map(([value, cards]) => (
        <Tabs.Content key={value} value={value} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <FeedCard key={card.company} card={card} />
          ))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
