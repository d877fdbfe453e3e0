import { formatLandingCount, formatLandingMoney } from "@domain/landing-figures";
import { Skeleton } from "@web/components/ui/skeleton";
import { useFeed } from "@web/features/landing/api/get-feed";
import { startupsListed, LANDING_TEXTS as T } from "@web/features/landing/texts";

const FIGURE_CLASS = "text-5xl font-extrabold";

/**
 * The stats block: the live figures of the feed (CLARIFICATIONS.md, "Landing figures"), rounded
 * down, never more than the truth. While they load, a block of the figure's height holds the
 * place; when they cannot load, the block is left out rather than showing a number nobody counted.
 */
export function LandingStats() {
  const feed = useFeed();
  if (feed.isError) return null;
  const stats = feed.data?.stats;
  const figure = (text: string | undefined) =>
    text === undefined ? (
      <Skeleton className="mx-auto h-12 w-32 bg-brand-foreground/20" />
    ) : (
      <p className={FIGURE_CLASS}>{text}</p>
    );

  return (
    <section aria-label={T.statsLabel} className="bg-brand py-16 text-brand-foreground">
      {!stats && (
        <p role="status" className="sr-only">
          {T.loadingFigures}
        </p>
      )}
      <div className="mx-auto grid max-w-4xl gap-8 px-4 text-center sm:grid-cols-2">
        <div>
          {figure(stats && formatLandingCount(stats.businesses))}
          <p className="mt-2 text-lg">{startupsListed(stats?.businesses ?? 0)}</p>
        </div>
        <div>
          {figure(stats && formatLandingMoney(stats.raised))}
          <p className="mt-2 text-lg">{T.raised}</p>
        </div>
      </div>
    </section>
  );
}
