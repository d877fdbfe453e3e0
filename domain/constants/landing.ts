export const LANDING_STATS = { startups: "500+", raised: "$10M+" } as const;

export const LANDING_FEED_SIZE = 3;
