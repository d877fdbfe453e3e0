// Screen-only words of /businesses and the business page (spec texts shared with the server are in
// domain/constants/businesses.ts). The spec has no words for the Passed view: it follows Saved's.

export const BUSINESS_TEXTS = {
  viewsLegend: "Show",
  views: { all: "All businesses", saved: "Saved", passed: "Passed" },
  browseAll: "Browse all businesses",
  noPassed: "No passed businesses. A business you pass leaves your lists and waits here until you un-pass it.",
  unpass: "Un-pass",
  unpassLabel: (name: string) => `Un-pass ${name}`,
} as const;
