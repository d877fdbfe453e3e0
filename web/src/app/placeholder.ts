/**
 * Marks the markup index.html carries in #root (the loading spinner, prerender-landing.tsx): it
 * only says the page is loading, so main.tsx may replace it at once, unlike the landing page's.
 * A module of its own so the entry does not load the pre-rendering code to read it.
 */
export const PLACEHOLDER_ATTRIBUTE = "data-placeholder";
