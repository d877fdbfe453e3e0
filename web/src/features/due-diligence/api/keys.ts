/** Everything cached about due diligence; any change refreshes the whole area (lists, one process, meetings). */
export const dueDiligenceKeys = {
  all: ["due-diligence"] as const,
  list: ["due-diligence", "list"] as const,
  process: (id: string) => ["due-diligence", "process", id] as const,
  meetings: (id: string) => ["due-diligence", "meetings", id] as const,
  lookup: (businessId: string) => ["due-diligence", "lookup", businessId] as const,
};
