import { DEMO_EMAIL_DOMAIN } from "@domain/constants/sample-data";
import { RECORDED } from "@domain/due-diligence/communication";
import type { DeclineReason } from "@domain/due-diligence/constants";
import type { DocumentStatus } from "@domain/due-diligence/documents-constants";
import type { DueDiligenceStatus } from "@domain/due-diligence/stages";

// Who did what with whom: investments, due diligence at every stage with its documents and
// meetings, and conversations. People are named by the local part of their demo e-mail.

const e = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

/** [investor, campaign title, amount, status, days ago]. */
export const DEMO_INVESTMENTS: Array<[string, string, number, "pending" | "completed", number]> = [
  [e("tunde.adebayo"), "PayLink Africa Seed Round", 50_000, "completed", 21],
  [e("tunde.adebayo"), "Kobo Cart Series A", 250_000, "completed", 12],
  [e("grace.njeri"), "Shamba Smart Series A Extension", 150_000, "completed", 30],
  [e("grace.njeri"), "Shamba Smart Bridge Round", 50_000, "completed", 400],
  [e("pieter.vandermerwe"), "SunGrid Township Solar Fund", 200_000, "pending", 3],
  [e("efua.asante"), "Darsy Learning Seed Plus", 20_000, "pending", 2],
  [e("omar.farouk"), "Darsy Learning Seed Plus", 100_000, "completed", 18],
  [e("omar.farouk"), "PayLink Africa Seed Round", 30_000, "pending", 1],
  [e("fatou.ndiaye"), "Sama Logistics Corridor Expansion", 40_000, "completed", 9],
  [e("yaw.boateng"), "PayLink Africa Seed Round", 10_000, "completed", 6],
  [e("zanele.khumalo"), "CareLoop Seed Round", 75_000, "completed", 15],
];

type DemoDocument = [category: string, name: string, status: DocumentStatus];
type DemoMeeting = {
  title: string;
  /** Days from now (negative: in the past). */
  inDays: number;
  hour: number;
  status: "pending_approval" | "scheduled" | "completed" | "cancelled";
  byInvestor: boolean;
  agenda: string;
};

export type DemoProcess = {
  investor: string;
  founder: string;
  status: DueDiligenceStatus;
  progress: number;
  startedDaysAgo: number;
  /**
   * What the process records last, as the workflow writes it (English, RECORDED), so each reader
   * reads it in their language (communicationText); made when the row is written.
   */
  lastCommunication: () => string;
  decline?: DeclineReason;
  documents: DemoDocument[];
  meetings: DemoMeeting[];
};

const qa = (inDays: number, status: DemoMeeting["status"], byInvestor = true, title?: string): DemoMeeting => ({
  title: title ?? (inDays < 0 ? "Q&A with the founding team" : "Follow-up Q&A"),
  inDays,
  hour: 10,
  status,
  byInvestor,
  agenda: "Unit economics, hiring plan for the next 12 months, use of funds.",
});

export const DEMO_PROCESSES: DemoProcess[] = [
  {
    investor: e("tunde.adebayo"),
    founder: e("amara.okafor"),
    status: "due_diligence_docs",
    progress: 70,
    startedDaysAgo: 28,
    lastCommunication: () => RECORDED.documentsRequested(1),
    documents: [
      ["pitch_deck", "Pitch Deck", "viewed"],
      ["financial_statements", "Financial Statements", "viewed"],
      ["financial_projections", "Financial Projections", "shared"],
      ["certificate_of_incorporation", "Certificate of Incorporation", "shared"],
      ["cap_table", "Cap Table", "pending"],
    ],
    meetings: [qa(-10, "completed"), qa(4, "scheduled", false)],
  },
  {
    investor: e("grace.njeri"),
    founder: e("wanjiru.kamau"),
    status: "term_sheet",
    progress: 85,
    startedDaysAgo: 45,
    lastCommunication: () => RECORDED.movedTo("term_sheet"),
    documents: [
      ["pitch_deck", "Pitch Deck", "viewed"],
      ["business_plan", "Business Plan", "viewed"],
      ["financial_statements", "Financial Statements", "viewed"],
      ["cap_table", "Cap Table", "viewed"],
      ["term_sheet", "Term Sheet", "pending"],
    ],
    meetings: [qa(-25, "completed"), qa(-8, "completed", false, "Term sheet walkthrough")],
  },
  {
    investor: e("pieter.vandermerwe"),
    founder: e("thabo.nkosi"),
    status: "q&a_scheduled",
    progress: 40,
    startedDaysAgo: 14,
    lastCommunication: () => RECORDED.movedTo("q&a_scheduled"),
    documents: [
      ["pitch_deck", "Pitch Deck", "viewed"],
      ["financial_projections", "Financial Projections", "shared"],
    ],
    meetings: [qa(6, "pending_approval")],
  },
  {
    investor: e("efua.asante"),
    // A founder with an active campaign: interest needs one (CLARIFICATIONS).
    founder: e("aminata.diop"),
    status: "initial_contact",
    progress: 10,
    startedDaysAgo: 2,
    lastCommunication: RECORDED.initiated,
    documents: [["pitch_deck", "Pitch Deck", "pending"]],
    meetings: [],
  },
  {
    investor: e("omar.farouk"),
    founder: e("nour.elsayed"),
    status: "pitch_deck_review",
    progress: 25,
    startedDaysAgo: 9,
    lastCommunication: () => RECORDED.documentShared("Pitch Deck"),
    documents: [
      ["pitch_deck", "Pitch Deck", "shared"],
      ["financial_statements", "Financial Statements", "pending"],
    ],
    meetings: [],
  },
  {
    investor: e("tunde.adebayo"),
    founder: e("chidi.eze"),
    status: "closing",
    progress: 100,
    startedDaysAgo: 70,
    lastCommunication: () => RECORDED.movedTo("closing"),
    documents: [
      ["pitch_deck", "Pitch Deck", "viewed"],
      ["financial_statements", "Financial Statements", "viewed"],
      ["cap_table", "Cap Table", "viewed"],
      ["term_sheet", "Term Sheet", "viewed"],
      ["board_resolution", "Board Resolution Approving the Investment", "shared"],
    ],
    meetings: [qa(-50, "completed"), qa(-30, "completed", false, "Closing checklist call")],
  },
  {
    investor: e("grace.njeri"),
    founder: e("thabo.nkosi"),
    status: "declined",
    progress: 40,
    startedDaysAgo: 40,
    lastCommunication: () => RECORDED.declined("terms", null),
    decline: "terms",
    documents: [["pitch_deck", "Pitch Deck", "viewed"]],
    meetings: [qa(-20, "cancelled")],
  },
  {
    investor: e("fatou.ndiaye"),
    founder: e("aminata.diop"),
    status: "follow_up_q&a",
    progress: 55,
    startedDaysAgo: 20,
    lastCommunication: () => RECORDED.movedTo("follow_up_q&a"),
    documents: [
      ["pitch_deck", "Pitch Deck", "viewed"],
      ["financial_statements", "Financial Statements", "shared"],
    ],
    meetings: [qa(-5, "completed")],
  },
  {
    investor: e("zanele.khumalo"),
    founder: e("lindiwe.dlamini"),
    status: "approved",
    progress: 100,
    startedDaysAgo: 90,
    lastCommunication: RECORDED.approved,
    documents: [
      ["pitch_deck", "Pitch Deck", "viewed"],
      ["financial_statements", "Financial Statements", "viewed"],
      ["term_sheet", "Term Sheet", "viewed"],
    ],
    meetings: [qa(-60, "completed")],
  },
  {
    investor: e("omar.farouk"),
    founder: e("amara.okafor"),
    status: "initial_contact",
    progress: 10,
    startedDaysAgo: 1,
    lastCommunication: RECORDED.initiated,
    documents: [],
    meetings: [],
  },
];

/** [investor, founder, messages: [from investor?, text]]; the last message is left unread. */
export const DEMO_CONVERSATIONS: Array<[string, string, Array<[boolean, string]>]> = [
  [
    e("tunde.adebayo"),
    e("amara.okafor"),
    [
      [true, "Hi Amara, I liked the merchant credit angle. How are repayment rates holding up?"],
      [false, "Thanks Tunde! 97% on-time over the last six months; default losses under 1.5%."],
      [true, "Impressive. Could you share the cohort data before our Q&A?"],
      [false, "Uploaded it to the due diligence room this morning."],
    ],
  ],
  [
    e("grace.njeri"),
    e("wanjiru.kamau"),
    [
      [false, "Grace, the draft term sheet is ready for your team's review."],
      [true, "Great, our investment committee meets on Thursday. Any change to the pro-rata rights?"],
      [false, "None, same as the bridge round."],
    ],
  ],
  [
    e("pieter.vandermerwe"),
    e("thabo.nkosi"),
    [
      [true, "Thabo, we would like to pilot 200 kits with our logistics depots in Gauteng."],
      [false, "We would love that. I proposed a Q&A next week to scope it."],
      [true, "Perfect, I will approve it once our ops lead confirms."],
    ],
  ],
  [
    e("efua.asante"),
    e("kwame.mensah"),
    [
      [true, "Kwame, I expressed interest in MedRoute. Could you send the pitch deck?"],
      [false, "Of course, Efua. I will upload it today."],
    ],
  ],
  [
    e("omar.farouk"),
    e("nour.elsayed"),
    [
      [true, "Nour, what does retention look like after exam season?"],
      [false, "About 60% of students renew for the next academic year."],
      [true, "Good. I have requested your financial statements."],
    ],
  ],
  [
    e("fatou.ndiaye"),
    e("aminata.diop"),
    [
      [true, "Aminata, how long does a Dakar–Bamako run take door to door now?"],
      [false, "Four days on average, down from seven before tracking."],
    ],
  ],
];
