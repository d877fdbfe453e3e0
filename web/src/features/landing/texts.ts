// Screen-only texts of the landing page's stats block (the rest of the page is still inline, from
// before the texts modules; it moves with the French translation).

export const LANDING_TEXTS = {
  statsLabel: "Kuza in numbers",
  loadingFigures: "Loading the figures",
  /** Under the number of businesses listed: "1 startup listed", "10+ startups listed". */
  startupsListed: (count: number) => (count === 1 ? "startup listed" : "startups listed"),
  raised: "raised",
} as const;
