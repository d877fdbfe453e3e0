import { localized } from "@domain/i18n/localized";
import { m } from "@i18n/messages";

// Screen-only texts of the landing page's stats block, read in the reader's language (messages/).

export const LANDING_TEXTS = localized({
  statsLabel: m.landing_statsLabel,
  loadingFigures: m.landing_loadingFigures,
  raised: m.landing_raised,
});

/** Under the number of businesses listed: "1 startup listed", "10+ startups listed". */
export const startupsListed = (count: number) => m.landing_startupsListed({ count });
