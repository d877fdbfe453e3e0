import { expect } from "vitest";
import { listedCampaign } from "./catalogue";
import { meetingInput, startedProcess } from "./due-diligence";
import { FILES, requested, uploadToLibrary } from "./due-diligence-documents";
import { admin, investor, send } from "./messaging";
import { type createClient, type createTestApp, MISSING_ID } from "./test-app";
import { submitBusiness, submitInvestor } from "./verification";

// The people and objects the input fuzz works on: an investor, a founder and an admin signed in,
// with a business, an active campaign, an investment, a conversation, a notification, a
// due-diligence process with a meeting and a requested document, a library document, an open
// report and verification requests waiting for an admin; plus another founder's and another
// investor's objects, which the fuzz may also aim at.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<typeof createClient>;

export type FuzzRole = "signed-out" | "investor" | "founder" | "admin" | "spare";

type IdKind =
  | "users"
  | "businesses"
  | "campaigns"
  | "investments"
  | "conversations"
  | "notifications"
  | "processes"
  | "meetings"
  | "documents"
  | "library"
  | "reports"
  | "verifications";

export type FuzzWorld = { cookies: Record<FuzzRole, string>; ids: Record<IdKind, string[]> };

const cookieOf = (client: Client) => [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");

function expectCreated(res: { status: number; json: unknown }) {
  expect([200, 201], JSON.stringify(res.json)).toContain(res.status);
  return res.json as Record<string, { id: string }>;
}

export async function buildWorld(t: TestApp): Promise<FuzzWorld> {
  const { f, i, process } = await startedProcess(t);
  const a = await admin(t);
  // Someone whose session the fuzz may end (sign-out, password change): never one of the above.
  const spare = await investor(t);
  const other = await listedCampaign(t.app, { founderName: "Other Founder" });
  const otherInvestor = await investor(t);

  const conversation = expectCreated(await i.client.post("/api/conversations", { participantId: f.profile.id }));
  const conversationId = conversation.conversation?.id ?? "";
  await send(i, conversationId, "Hello from the fuzz");
  const investment = expectCreated(
    await i.client.post("/api/investor/investments", { campaignId: f.campaign.id, amount: 1_000 }),
  );
  const meeting = expectCreated(await i.client.post(`/api/due-diligence/${process.id}/meetings`, meetingInput()));
  const documents = await requested(i.client, process.id, ["pitch_deck", "business_plan"]);
  const library = await uploadToLibrary(t, f.client, "certificate_of_incorporation", "c.pdf", FILES.pdf);
  expect(library.status, JSON.stringify(library.json)).toBe(201);
  // An open report for the moderation queue's action (on the other founder, whom the fuzz never signs in as).
  const report = await i.client.post("/api/reports", {
    targetType: "business",
    targetId: other.business.id,
    reason: "spam",
  });
  expect(report.status, JSON.stringify(report.json)).toBe(201);
  const verifications = [
    await submitBusiness(t, f.client, "PVT-AB1C2D3"),
    await submitInvestor(t, otherInvestor.client),
  ].map((res) => {
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.latest.id as string;
  });
  const notes = await f.client.get("/api/notifications");
  const notificationIds = (notes.json.notifications as Array<{ id: string }>).map((n) => n.id);
  expect(notificationIds.length).toBeGreaterThan(0);

  return {
    cookies: {
      "signed-out": "",
      investor: cookieOf(i.client),
      founder: cookieOf(f.client),
      admin: cookieOf(a.client),
      spare: cookieOf(spare.client),
    },
    ids: {
      // Admin actions on users (ban, KYC) aim only at people the fuzz does not sign in as.
      users: [other.profile.id, otherInvestor.id],
      businesses: [f.business.id, other.business.id],
      campaigns: [f.campaign.id, other.campaign.id],
      investments: [investment.investment?.id ?? MISSING_ID],
      conversations: [conversationId],
      notifications: notificationIds,
      processes: [process.id],
      meetings: [meeting.meeting?.id ?? MISSING_ID],
      documents: Object.values(documents).map((d) => d.id),
      library: [(library.json.document as { id: string }).id],
      reports: [report.json.id as string],
      verifications,
    },
  };
}

/** The segment before a path parameter names what it is; an unknown one is offered every id. */
const KIND_BY_SEGMENT: Record<string, IdKind[]> = {
  users: ["users"],
  businesses: ["businesses"],
  campaigns: ["campaigns"],
  investments: ["investments"],
  conversations: ["conversations"],
  notifications: ["notifications"],
  "due-diligence": ["processes"],
  meetings: ["meetings"],
  documents: ["documents"],
  library: ["library"],
  verifications: ["verifications"],
  saved: ["businesses", "users"],
  investors: ["users"],
  similar: ["businesses"],
  reports: ["reports"],
};

export function idsFor(world: FuzzWorld, pathPattern: string, param: string): string[] {
  const segments = pathPattern.split("/");
  const before = segments[segments.indexOf(`:${param}`) - 1] ?? "";
  const kinds = KIND_BY_SEGMENT[before] ?? (Object.keys(world.ids) as IdKind[]);
  return kinds.flatMap((k) => world.ids[k]);
}

export function allIds(world: FuzzWorld): string[] {
  return Object.values(world.ids).flat();
}
