// The landing feed's sample cards (spec part 1, section 2: "three static sample cards" per tab).
// They are shown under an "Example" badge so nobody takes them for live listings; the live
// feed replaces them once businesses and campaigns exist.

export type FeedCard = { company: string; owner: string; description: string; raised: number; percentFunded: number };

export const SAMPLE_CAMPAIGNS: FeedCard[] = [
  {
    company: "SolarGrid Kenya",
    owner: "Wanjiru Kamau",
    description: "Pay-as-you-go solar kits for rural households, sold through mobile money.",
    raised: 180_000,
    percentFunded: 72,
  },
  {
    company: "AgroLink Nigeria",
    owner: "Chidi Okafor",
    description: "A marketplace that connects smallholder farmers directly to city buyers.",
    raised: 95_000,
    percentFunded: 48,
  },
  {
    company: "MediRoute Ghana",
    owner: "Akosua Mensah",
    description: "Last-mile delivery of medicines to clinics, tracked end to end.",
    raised: 240_000,
    percentFunded: 60,
  },
];

export const SAMPLE_COMPANIES: FeedCard[] = [
  {
    company: "PayBridge Rwanda",
    owner: "Jean Mugisha",
    description: "Cross-border payments for small traders in the East African Community.",
    raised: 120_000,
    percentFunded: 40,
  },
  {
    company: "EduSpark South Africa",
    owner: "Thandiwe Nkosi",
    description: "Offline-first maths lessons for learners on low-cost phones.",
    raised: 60_000,
    percentFunded: 30,
  },
  {
    company: "FreshCold Senegal",
    owner: "Mamadou Diop",
    description: "Solar-powered cold rooms that cut fish and produce losses at markets.",
    raised: 150_000,
    percentFunded: 55,
  },
];
