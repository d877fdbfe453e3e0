import { m } from "@i18n/messages";

// The landing feed's sample cards (spec part 1, section 2: "three static sample cards" per tab).
// They are shown under an "Example" badge so nobody takes them for live listings; the live
// feed replaces them once businesses and campaigns exist. Their descriptions are read in the
// reader's language when shown.

export type FeedCard = { company: string; owner: string; description: string; raised: number; percentFunded: number };

export const sampleCampaigns = (): FeedCard[] => [
  {
    company: "SolarGrid Kenya",
    owner: "Wanjiru Kamau",
    description: m.landing_sampleSolarGrid(),
    raised: 180_000,
    percentFunded: 72,
  },
  {
    company: "AgroLink Nigeria",
    owner: "Chidi Okafor",
    description: m.landing_sampleAgroLink(),
    raised: 95_000,
    percentFunded: 48,
  },
  {
    company: "MediRoute Ghana",
    owner: "Akosua Mensah",
    description: m.landing_sampleMediRoute(),
    raised: 240_000,
    percentFunded: 60,
  },
];

export const sampleCompanies = (): FeedCard[] => [
  {
    company: "PayBridge Rwanda",
    owner: "Jean Mugisha",
    description: m.landing_samplePayBridge(),
    raised: 120_000,
    percentFunded: 40,
  },
  {
    company: "EduSpark South Africa",
    owner: "Thandiwe Nkosi",
    description: m.landing_sampleEduSpark(),
    raised: 60_000,
    percentFunded: 30,
  },
  {
    company: "FreshCold Senegal",
    owner: "Mamadou Diop",
    description: m.landing_sampleFreshCold(),
    raised: 150_000,
    percentFunded: 55,
  },
];
