// The top-bar search (one API route across businesses, active campaigns and investors).
export const GLOBAL_SEARCH_PER_KIND = 5;
export const GLOBAL_SEARCH_MIN_LENGTH = 2;
