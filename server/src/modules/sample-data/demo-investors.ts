import type { Sector } from "@domain/constants/businesses";
import type { InvestorType, RiskAppetite } from "@domain/constants/investors";
import { DEMO_EMAIL_DOMAIN } from "@domain/constants/sample-data";

// The demo investors and their preferences: sectors and addresses chosen so matching pairs each
// with some of the demo businesses for real (a sector the business is in, a ticket its campaign
// takes, the same country). The first five are the spec's demo investors.

export type DemoInvestor = {
  email: string;
  fullName: string;
  phone: string;
  demo: boolean;
  type: InvestorType;
  address: string;
  bio: string;
  sectors: Sector[];
  ticket: [min: number, max: number];
  risk: RiskAppetite;
  stage: string;
  thesis: string;
};

const email = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

export const DEMO_INVESTORS: DemoInvestor[] = [
  {
    email: email("tunde.adebayo"),
    fullName: "Tunde Adebayo",
    phone: "+234 802 555 0175",
    demo: true,
    type: "vc",
    address: "Victoria Island, Lagos, Nigeria",
    bio: "Partner at a Lagos early-stage fund; backed 20 West African fintech and commerce companies.",
    sectors: ["fintech", "ecommerce", "software"],
    ticket: [25_000, 500_000],
    risk: "high",
    stage: "Seed, Series A",
    thesis: "Infrastructure for Africa's informal economy: payments, credit and distribution.",
  },
  {
    email: email("grace.njeri"),
    fullName: "Grace Njeri",
    phone: "+254 733 555 0121",
    demo: true,
    type: "impact",
    address: "Westlands, Nairobi, Kenya",
    bio: "Leads an East African impact fund investing in climate resilience and rural livelihoods.",
    sectors: ["agtech", "renewable_energy", "healthcare"],
    ticket: [50_000, 400_000],
    risk: "medium",
    stage: "Seed, Series A",
    thesis: "Businesses that raise smallholder and township incomes while cutting emissions.",
  },
  {
    email: email("pieter.vandermerwe"),
    fullName: "Pieter van der Merwe",
    phone: "+27 21 555 0188",
    demo: true,
    type: "corporate",
    address: "Sandton, Johannesburg, South Africa",
    bio: "Head of ventures at a South African energy and logistics group.",
    sectors: ["renewable_energy", "logistics"],
    ticket: [100_000, 1_000_000],
    risk: "medium",
    stage: "Series A, Series B",
    thesis: "Distributed energy and freight technology our group can deploy across SADC.",
  },
  {
    email: email("efua.asante"),
    fullName: "Efua Asante",
    phone: "+233 20 555 0139",
    demo: true,
    type: "angel",
    address: "East Legon, Accra, Ghana",
    bio: "Angel investor and former bank executive; mentors health and education founders.",
    sectors: ["healthcare", "edtech"],
    ticket: [5_000, 100_000],
    risk: "medium",
    stage: "Pre-seed, Seed",
    thesis: "Access to care and learning outside the capital cities.",
  },
  {
    email: email("omar.farouk"),
    fullName: "Omar Farouk",
    phone: "+20 122 555 0146",
    demo: true,
    type: "vc",
    address: "New Cairo, Cairo, Egypt",
    bio: "General partner at a Cairo fund investing across North Africa and the Middle East.",
    sectors: ["edtech", "software", "fintech"],
    ticket: [10_000, 300_000],
    risk: "high",
    stage: "Seed",
    thesis: "Arabic-first software for the region's young, mobile population.",
  },
  {
    email: email("fatou.ndiaye"),
    fullName: "Fatou Ndiaye",
    phone: "+221 76 555 0112",
    demo: false,
    type: "angel",
    address: "Plateau, Dakar, Senegal",
    bio: "Entrepreneur and angel investor in francophone West African trade and logistics.",
    sectors: ["logistics", "ecommerce", "agtech"],
    ticket: [5_000, 150_000],
    risk: "medium",
    stage: "Pre-seed, Seed",
    thesis: "Moving goods and money across UEMOA borders more cheaply.",
  },
  {
    email: email("yaw.boateng"),
    fullName: "Yaw Boateng",
    phone: "+233 27 555 0183",
    demo: false,
    type: "individual",
    address: "Kumasi, Ghana",
    bio: "Software engineer and first-time investor backing Ghanaian and Nigerian builders.",
    sectors: ["fintech", "software"],
    ticket: [2_500, 50_000],
    risk: "high",
    stage: "Pre-seed, Seed",
    thesis: "Small tickets into technical founders.",
  },
  {
    email: email("zanele.khumalo"),
    fullName: "Zanele Khumalo",
    phone: "+27 31 555 0154",
    demo: false,
    type: "impact",
    address: "Umhlanga, Durban, South Africa",
    bio: "Invests a family foundation's capital in health and education outcomes.",
    sectors: ["healthcare", "edtech"],
    ticket: [25_000, 250_000],
    risk: "low",
    stage: "Seed, Series A",
    thesis: "Measured improvements in public health and learning.",
  },
];
