export const LANDING_FEED_SIZE = 3;
