import type { BusinessStage, Sector } from "@domain/constants/businesses";
import type { CampaignInstrument, CampaignStatus } from "@domain/constants/campaigns";
import { DEMO_EMAIL_DOMAIN } from "@domain/constants/sample-data";

// The demo founders, their businesses and campaigns: African startups across countries and
// sectors. The first five are the spec's demo founders (Create Demo Users); the rest are added by
// the comprehensive population so the catalogue has more to browse. E-mails, business names and
// campaign titles are the stable keys a second run finds again.

type DemoCampaign = {
  title: string;
  summary: string;
  goal: number;
  equity: number;
  min: number;
  max: number;
  instrument: CampaignInstrument;
  status: CampaignStatus;
  /** Days from now the campaign ends (negative: it ended). */
  endsInDays: number;
  problem: string;
  solution: string;
  market: string;
};

export type DemoFounder = {
  email: string;
  fullName: string;
  phone: string;
  /** One of the spec's demo users (Create Demo Users), or added by the comprehensive population. */
  demo: boolean;
  business: {
    name: string;
    /**
     * Verified (an admin approved its registration): its campaigns publish directly (decision
     * 018). Every business with an active campaign is; one with a campaign waiting in Pending
     * Review is not, so the admin has a review to do.
     */
    verified: boolean;
    type: Sector;
    country: string;
    stage: BusinessStage;
    description: string;
    traction: { revenue: number; users: number; growthRate: number };
    team: Array<[name: string, role: string, bio: string]>;
    milestones: Array<[title: string, date: string, description: string]>;
    rounds: Array<[date: string, amount: number, valuation: number, investors: string[]]>;
  };
  campaigns: DemoCampaign[];
};

const email = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

const campaign = (c: Omit<DemoCampaign, "instrument" | "endsInDays"> & Partial<DemoCampaign>): DemoCampaign => ({
  instrument: "equity",
  endsInDays: 45,
  ...c,
});

export const DEMO_FOUNDERS: DemoFounder[] = [
  {
    email: email("amara.okafor"),
    fullName: "Amara Okafor",
    phone: "+234 803 555 0142",
    demo: true,
    business: {
      name: "PayLink Africa",
      verified: true,
      type: "fintech",
      country: "Nigeria",
      stage: "seed",
      description:
        "PayLink Africa lets market traders in Lagos, Ibadan and Kano accept card, transfer and USSD payments on any phone, settles the same day into their bank or mobile wallet, and turns their sales history into working-capital credit scores for partner banks.",
      traction: { revenue: 420_000, users: 18_500, growthRate: 22 },
      team: [
        ["Amara Okafor", "CEO", "Former product lead at a Lagos payments switch; Lagos Business School MBA."],
        ["Ifeanyi Nwosu", "CTO", "Built USSD banking rails for two Nigerian tier-one banks."],
      ],
      milestones: [
        ["CBN PSSP licence approved", "2025-03-14", "Licensed payment solution service provider."],
        ["10,000 active merchants", "2025-11-02", "Across 14 markets in Lagos and Oyo states."],
      ],
      rounds: [["2024-06-01", 250_000, 2_000_000, ["Lagos Angel Network"]]],
    },
    campaigns: [
      campaign({
        title: "PayLink Africa Seed Round",
        summary: "Raising $600K to expand same-day settlement and merchant credit to Kano and Abuja.",
        goal: 600_000,
        equity: 12,
        min: 5_000,
        max: 150_000,
        status: "active",
        problem: "Informal traders lose sales without card acceptance and cannot prove income to lenders.",
        solution: "A phone-first payment app whose sales ledger doubles as a credit history.",
        market: "Nigeria has over 40 million micro, small and medium enterprises, most of them unbanked for credit.",
      }),
    ],
  },
  {
    email: email("wanjiru.kamau"),
    fullName: "Wanjiru Kamau",
    phone: "+254 712 555 018",
    demo: true,
    business: {
      name: "Shamba Smart",
      verified: true,
      type: "agtech",
      country: "Kenya",
      stage: "series-a",
      description:
        "Shamba Smart gives smallholder farmers in Kenya's Rift Valley soil sensors, SMS agronomy advice in Swahili and Kikuyu, and forward contracts with buyers, so a maize or avocado harvest is sold at a known price before planting.",
      traction: { revenue: 1_150_000, users: 42_000, growthRate: 15 },
      team: [
        ["Wanjiru Kamau", "CEO", "Agricultural economist, ex-One Acre Fund field operations."],
        ["Otieno Odhiambo", "Head of Data", "Remote-sensing models for crop yield at a Nairobi research lab."],
      ],
      milestones: [
        ["Forward contracts with three exporters", "2024-09-20", "Avocado and French bean offtake."],
        ["40,000 farmers on SMS advice", "2025-08-11", "Nakuru, Uasin Gishu and Trans Nzoia counties."],
      ],
      rounds: [
        ["2023-05-10", 400_000, 3_500_000, ["Nairobi Angels", "Savannah Fund"]],
        ["2024-10-01", 1_200_000, 9_000_000, ["AgriVentures East Africa"]],
      ],
    },
    campaigns: [
      campaign({
        title: "Shamba Smart Series A Extension",
        summary: "A $1.5M extension to bring soil sensing and forward contracts to Uganda and Tanzania.",
        goal: 1_500_000,
        equity: 9,
        min: 25_000,
        max: 400_000,
        status: "active",
        problem: "Smallholders sell at harvest lows and guess at fertiliser, losing a third of their income.",
        solution: "Sensors, local-language advice and pre-agreed buyers in one subscription.",
        market: "Over 7 million smallholder farms in East Africa's maize and horticulture belts.",
      }),
      campaign({
        title: "Shamba Smart Bridge Round",
        summary: "The 2024 bridge that financed the first 10,000 sensors.",
        goal: 300_000,
        equity: 4,
        min: 10_000,
        max: 100_000,
        instrument: "convertible_note",
        status: "completed",
        endsInDays: -320,
        problem: "Sensor hardware had to be paid before farmers' seasonal subscriptions came in.",
        solution: "A convertible note matched to the planting calendar.",
        market: "Rift Valley maize growers.",
      }),
    ],
  },
  {
    email: email("thabo.nkosi"),
    fullName: "Thabo Nkosi",
    phone: "+27 82 555 0193",
    demo: true,
    business: {
      name: "SunGrid Energy",
      verified: true,
      type: "renewable_energy",
      country: "South Africa",
      stage: "series-a",
      description:
        "SunGrid Energy installs pay-as-you-go rooftop solar and battery kits for small businesses in Soweto, Khayelitsha and Durban townships, keeping shops, salons and spaza stores running through load shedding for a weekly fee paid by mobile money.",
      traction: { revenue: 2_300_000, users: 6_800, growthRate: 18 },
      team: [
        ["Thabo Nkosi", "CEO", "Electrical engineer, eight years in utility-scale solar at Eskom suppliers."],
        ["Naledi Mokoena", "COO", "Scaled installer networks for a Johannesburg energy retailer."],
      ],
      milestones: [
        ["5,000 kits installed", "2025-02-28", "Gauteng and Western Cape townships."],
        ["Carbon credits certified", "2025-09-15", "Verified emissions reductions sold to a European buyer."],
      ],
      rounds: [["2024-02-15", 1_500_000, 11_000_000, ["Cape Impact Partners"]]],
    },
    campaigns: [
      campaign({
        title: "SunGrid Township Solar Fund",
        summary: "$2M to finance 4,000 more battery-backed kits for township businesses.",
        goal: 2_000_000,
        equity: 10,
        min: 50_000,
        max: 500_000,
        status: "active",
        endsInDays: 60,
        problem: "Load shedding costs small township businesses up to a fifth of their trading hours.",
        solution: "Solar and storage on a weekly subscription, installed and serviced locally.",
        market: "About 2.5 million informal businesses in South Africa's townships.",
      }),
    ],
  },
  {
    email: email("kwame.mensah"),
    fullName: "Kwame Mensah",
    phone: "+233 24 555 0177",
    demo: true,
    business: {
      name: "MedRoute Ghana",
      verified: false,
      type: "healthcare",
      country: "Ghana",
      stage: "seed",
      description:
        "MedRoute Ghana connects pharmacies and rural clinics in Ashanti and the Northern Region to verified medicine distributors, delivering by motorbike within 24 hours and tracing every batch to stop counterfeit drugs reaching patients.",
      traction: { revenue: 310_000, users: 640, growthRate: 25 },
      team: [
        ["Kwame Mensah", "CEO", "Pharmacist, former supply chain manager at Korle Bu Teaching Hospital."],
        ["Abena Owusu", "Head of Operations", "Ran last-mile logistics for a Kumasi e-commerce start-up."],
      ],
      milestones: [
        ["FDA Ghana distribution permit", "2024-11-05", "Licensed to move prescription medicines."],
        ["600 clinics and pharmacies served", "2025-10-01", "Ashanti, Bono and Northern regions."],
      ],
      rounds: [["2024-04-20", 180_000, 1_400_000, ["Accra Angels"]]],
    },
    campaigns: [
      campaign({
        title: "MedRoute Seed Round",
        summary: "Raising $450K for cold-chain boxes and a Tamale hub serving the north.",
        goal: 450_000,
        equity: 15,
        min: 5_000,
        max: 100_000,
        instrument: "safe",
        status: "pending",
        problem: "Rural clinics wait weeks for medicines and cannot tell genuine stock from fakes.",
        solution: "Verified distributors, motorbike delivery and batch tracing in one ordering app.",
        market: "Ghana's 4,000 pharmacies and 2,000 rural health facilities.",
      }),
    ],
  },
  {
    email: email("nour.elsayed"),
    fullName: "Nour El-Sayed",
    phone: "+20 100 555 0164",
    demo: true,
    business: {
      name: "Darsy Learning",
      verified: true,
      type: "edtech",
      country: "Egypt",
      stage: "seed",
      description:
        "Darsy Learning is an Arabic-first exam preparation app for Egypt's Thanaweya Amma students, with recorded lessons from top teachers, adaptive practice questions and low-data offline mode for families outside Cairo and Alexandria.",
      traction: { revenue: 540_000, users: 96_000, growthRate: 30 },
      team: [
        ["Nour El-Sayed", "CEO", "Former teacher and product manager at a Cairo edtech company."],
        ["Karim Hassan", "CTO", "Built adaptive learning engines for Gulf school networks."],
      ],
      milestones: [
        ["Ministry of Education content partnership", "2025-01-18", "Official curriculum alignment."],
        ["90,000 students subscribed", "2025-09-30", "Half of them outside Greater Cairo."],
      ],
      rounds: [["2024-08-12", 350_000, 3_000_000, ["Flat6Labs"]]],
    },
    campaigns: [
      campaign({
        title: "Darsy Learning Seed Plus",
        summary: "$800K to add the preparatory stage and launch in Morocco and Jordan.",
        goal: 800_000,
        equity: 11,
        min: 10_000,
        max: 200_000,
        status: "active",
        endsInDays: 30,
        problem: "Private tutoring costs Egyptian families billions of pounds a year and is out of reach for many.",
        solution: "Top teachers' lessons and adaptive practice for a fraction of a tutor's price.",
        market: "Over 700,000 Thanaweya Amma candidates a year in Egypt alone.",
      }),
    ],
  },
];
