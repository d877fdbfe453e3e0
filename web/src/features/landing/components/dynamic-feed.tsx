import { Skeleton } from "@web/components/ui/skeleton";
import { useFeed } from "@web/features/landing/api/get-feed";
import { Tabs } from "radix-ui";
import { FeedCard } from "./feed-card";
import { SAMPLE_CAMPAIGNS, SAMPLE_COMPANIES } from "./sample-feed";

const TAB_CLASS =
  "rounded-md px-4 py-2 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/**
 * Featured campaigns and company profiles, live from the catalogue. A tab whose live list is
 * empty (or the feed that could not load) shows the sample cards, marked "Example".
 */
export function DynamicFeed() {
  const feed = useFeed();
  const tabs = [
    { value: "campaigns", live: feed.data?.campaigns ?? [], samples: SAMPLE_CAMPAIGNS },
    { value: "companies", live: feed.data?.companies ?? [], samples: SAMPLE_COMPANIES },
  ] as const;
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
      {tabs.map(({ value, live, samples }) => (
        <Tabs.Content key={value} value={value} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
          {feed.isPending ? (
            <>
              <p role="status" className="sr-only">
                Loading the feed
              </p>
              {samples.map((card) => (
                <Skeleton key={card.company} className="h-56 rounded-xl" />
              ))}
            </>
          ) : live.length > 0 ? (
            live.map((card) => <FeedCard key={card.id} card={card} />)
          ) : (
            samples.map((card) => <FeedCard key={card.company} card={card} />)
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
