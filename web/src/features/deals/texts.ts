// Texts of /deals that the spec leaves open (it names the search fields, not the words).

/** The search box: the placeholder fits a 375 px phone at 16 px (the icon already says "search"). */
export const DEALS_SEARCH = {
  label: "Search deals",
  placeholder: "Title, business or summary…",
} as const;
