import { DEMO_EMAIL_DOMAIN } from "@domain/constants/sample-data";
import type { DemoFounder } from "./demo-founders";

// Founders the comprehensive population adds beside the five demo founders: francophone West
// Africa, more of Nigeria, Kenya and South Africa, and the sectors the first five leave out.

const email = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

export const MORE_FOUNDERS: DemoFounder[] = [
  {
    email: email("aminata.diop"),
    fullName: "Aminata Diop",
    phone: "+221 77 555 0128",
    demo: false,
    business: {
      name: "Sama Logistics",
      verified: true,
      type: "logistics",
      country: "Senegal",
      stage: "seed",
      description:
        "Sama Logistics books trucks for shippers moving goods between the Port of Dakar, Bamako and Banjul, with live tracking, digital waybills in French and Wolof, and payment to drivers by Wave or Orange Money on delivery.",
      traction: { revenue: 680_000, users: 1_900, growthRate: 20 },
      team: [["Aminata Diop", "CEO", "Freight forwarder at the Port of Dakar for nine years."]],
      milestones: [
        ["Dakar–Bamako corridor launched", "2024-07-01", "First cross-border route."],
        ["1,500 registered truckers", "2025-06-20", "Senegal, Mali and The Gambia."],
      ],
      rounds: [["2024-03-01", 200_000, 1_800_000, ["Teranga Capital"]]],
    },
    campaigns: [
      {
        title: "Sama Logistics Corridor Expansion",
        summary: "$700K to open the Abidjan and Conakry corridors and add cold-chain trucks.",
        goal: 700_000,
        equity: 13,
        min: 10_000,
        max: 150_000,
        instrument: "equity",
        status: "active",
        endsInDays: 50,
        problem: "Shippers wait days for trucks and drivers wait weeks to be paid.",
        solution: "Instant booking, tracking and mobile-money payment on delivery.",
        market: "West Africa's road freight market, worth over $20 billion a year.",
      },
    ],
  },
  {
    email: email("koffi.kouassi"),
    fullName: "Koffi Kouassi",
    phone: "+225 07 555 0119",
    demo: false,
    business: {
      name: "Cacao Connect",
      verified: false,
      type: "ecommerce",
      country: "Côte d'Ivoire",
      stage: "seed",
      description:
        "Cacao Connect is a wholesale marketplace where Ivorian cocoa cooperatives sell traceable, fermented beans and local chocolate directly to craft chocolate makers in Europe and Africa, with quality grading and export paperwork handled for them.",
      traction: { revenue: 950_000, users: 120, growthRate: 12 },
      team: [["Koffi Kouassi", "CEO", "Agronomist from Daloa; ran a 900-member cocoa cooperative."]],
      milestones: [
        ["EU deforestation-regulation traceability", "2025-04-10", "Every lot mapped to its farm."],
        ["First 100 buyers", "2025-10-15", "Craft makers in France, Belgium, Ghana and Nigeria."],
      ],
      rounds: [],
    },
    campaigns: [
      {
        title: "Cacao Connect Pre-Seed",
        summary: "$250K for a grading lab in San-Pédro and buyer onboarding in Europe.",
        goal: 250_000,
        equity: 10,
        min: 2_500,
        max: 50_000,
        instrument: "safe",
        status: "pending",
        endsInDays: 40,
        problem: "Farmers get a fixed farm-gate price however good their beans are.",
        solution: "Graded, traceable lots sold directly to makers who pay for quality.",
        market: "Côte d'Ivoire grows 40% of the world's cocoa.",
      },
    ],
  },
  {
    email: email("chidi.eze"),
    fullName: "Chidi Eze",
    phone: "+234 809 555 0131",
    demo: false,
    business: {
      name: "Kobo Cart",
      verified: true,
      type: "ecommerce",
      country: "Nigeria",
      stage: "series-a",
      description:
        "Kobo Cart restocks neighbourhood shops in Lagos, Abuja and Port Harcourt from FMCG manufacturers overnight, ordered by WhatsApp or app, with buy-now-pay-later terms priced from each shop's order history.",
      traction: { revenue: 3_400_000, users: 11_000, growthRate: 14 },
      team: [["Chidi Eze", "CEO", "Category manager at a multinational consumer goods company."]],
      milestones: [
        ["Port Harcourt launch", "2024-12-01", "Third city."],
        ["$3M annual gross merchandise value", "2025-07-31", "11,000 active retailers."],
      ],
      rounds: [["2023-11-15", 2_000_000, 14_000_000, ["Lagos Growth Partners", "Kepple Africa"]]],
    },
    campaigns: [
      {
        title: "Kobo Cart Series A",
        summary: "$3M to open Kano and Ibadan warehouses and grow the retailer credit book.",
        goal: 3_000_000,
        equity: 8,
        min: 50_000,
        max: 750_000,
        instrument: "equity",
        status: "active",
        endsInDays: 75,
        problem: "Shopkeepers spend half a day at open markets restocking at unpredictable prices.",
        solution: "Overnight delivery at manufacturer prices, with credit that grows with the shop.",
        market: "Nigeria's 1.5 million informal retail outlets.",
      },
    ],
  },
  {
    email: email("achieng.otieno"),
    fullName: "Achieng Otieno",
    phone: "+254 722 555 0150",
    demo: false,
    business: {
      name: "DukaBooks",
      verified: false,
      type: "software",
      country: "Kenya",
      stage: "seed",
      description:
        "DukaBooks is bookkeeping and KRA eTIMS invoicing software for Kenyan small businesses, working from M-Pesa statements and paper receipts photographed on a phone, so a hardware shop in Kisumu files its taxes without an accountant.",
      traction: { revenue: 260_000, users: 7_400, growthRate: 28 },
      team: [["Achieng Otieno", "CEO", "Chartered accountant (CPA-K) turned software founder."]],
      milestones: [
        ["KRA eTIMS integration certified", "2024-10-10", "Invoices go straight to the tax authority."],
        ["7,000 paying businesses", "2025-08-01", "Kisumu, Nairobi and Mombasa."],
      ],
      rounds: [["2024-05-01", 150_000, 1_200_000, ["Kisumu Angels"]]],
    },
    campaigns: [
      {
        title: "DukaBooks Growth Round",
        summary: "$400K to launch payroll and expand to Uganda's EFRIS system.",
        goal: 400_000,
        equity: 10,
        min: 5_000,
        max: 80_000,
        instrument: "safe",
        status: "draft",
        endsInDays: 45,
        problem: "New e-invoicing rules leave small businesses facing penalties they cannot afford.",
        solution: "Bookkeeping that builds itself from M-Pesa and files compliant invoices.",
        market: "Kenya's 7 million micro and small enterprises.",
      },
    ],
  },
  {
    email: email("lindiwe.dlamini"),
    fullName: "Lindiwe Dlamini",
    phone: "+27 83 555 0107",
    demo: false,
    business: {
      name: "CareLoop",
      verified: true,
      type: "healthcare",
      country: "South Africa",
      stage: "seed",
      description:
        "CareLoop runs chronic-care follow-ups for diabetes and hypertension patients of South African public clinics by WhatsApp, with community health workers checking in weekly and nurses alerted when readings go out of range.",
      traction: { revenue: 190_000, users: 15_000, growthRate: 19 },
      team: [["Lindiwe Dlamini", "CEO", "Public-health doctor, ex-Gauteng Department of Health."]],
      milestones: [
        ["Gauteng clinic pilot", "2024-06-15", "Twelve clinics in Tembisa and Soweto."],
        ["15,000 patients enrolled", "2025-09-01", "Blood-pressure control up by a third."],
      ],
      rounds: [],
    },
    campaigns: [
      {
        title: "CareLoop Seed Round",
        summary: "$500K to take CareLoop to KwaZulu-Natal's public clinics.",
        goal: 500_000,
        equity: 12,
        min: 5_000,
        max: 100_000,
        instrument: "equity",
        status: "active",
        endsInDays: 35,
        problem: "Chronic patients miss check-ups and present only when complications set in.",
        solution: "Weekly WhatsApp follow-up with health workers and nurse alerts.",
        market: "Over 10 million South Africans live with hypertension or diabetes.",
      },
    ],
  },
];
