import type { TProcess } from "@domain/due-diligence/process-schemas";
import { notifications } from "../db/schema";
import { createCampaign, listedCampaign } from "../testing/catalogue";
import { realPdf } from "../testing/document-links";
import { FILES, requested, uploadTo, uploadToLibrary } from "../testing/due-diligence-documents";
import { admin, investor } from "../testing/messaging";
import { type createClient, createTestApp, TEST_ORIGIN } from "../testing/test-app";

// The cast and objects the authorization matrix calls every route with: two founder/investor
// pairs ("own" objects belong to the first, "other" objects to the second) and an admin, each
// with a business, campaigns, a due-diligence process, a conversation, documents and notifications.

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Who = "anon" | "investor" | "founder" | "admin";
export type Whose = "own" | "other";
export const WHO: readonly Who[] = ["anon", "investor", "founder", "admin"];

type Person = { client: ReturnType<typeof createClient>; id: string };

/** A 1x1 PNG, a real image for the image upload route. */
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function buildSide(t: TestApp) {
  const f = await listedCampaign(t.app, { business: { businessName: "Shamba Fresh" } });
  const draft = await createCampaign(f.client, { status: "draft", title: "Draft round" });
  const i = await investor(t);
  const founder: Person = { client: f.client, id: f.profile.id };
  const started = await i.client.post("/api/due-diligence", { businessId: f.business.id, campaignId: f.campaign.id });
  if (started.status !== 201) throw new Error(`process: ${JSON.stringify(started.json)}`);
  const process = started.json.process as TProcess;
  const convo = await i.client.post("/api/conversations", { participantId: founder.id });
  if (convo.status !== 201) throw new Error(`conversation: ${JSON.stringify(convo.json)}`);
  const docs = await requested(i.client, process.id, ["pitch_deck"]);
  const shared = docs.pitch_deck;
  if (!shared) throw new Error("no pitch_deck request");
  // A PDF the watermark can read: the investor's copy of it is stamped as it is served.
  const up = await uploadTo(t, founder.client, shared.id, "deck.pdf", await realPdf("deck"));
  if (up.status !== 200) throw new Error(`document upload: ${JSON.stringify(up.json)}`);
  const lib = await uploadToLibrary(t, founder.client, "certificate_of_incorporation", "cor.pdf", FILES.pdf);
  if (lib.status !== 201) throw new Error(`library upload: ${JSON.stringify(lib.json)}`);
  return {
    investor: i,
    founder,
    business: f.business,
    active: f.campaign,
    draft,
    process,
    conversationId: convo.json.conversation.id as string,
    sharedDocumentId: shared.id,
    libraryDocumentId: lib.json.document.id as string,
  };
}

export type Side = Awaited<ReturnType<typeof buildSide>>;

export async function buildWorld() {
  const t = await createTestApp({ rateLimit: "off", env: { MESSAGE_RATE_LIMIT: "1000" } });
  const mine = await buildSide(t);
  const theirs = await buildSide(t);
  const a = await admin(t);
  const adminConvo = await a.client.post("/api/conversations", { participantId: mine.founder.id });
  if (adminConvo.status !== 201) throw new Error(`admin conversation: ${JSON.stringify(adminConvo.json)}`);
  const people: Record<Exclude<Who, "anon">, Person> = { investor: mine.investor, founder: mine.founder, admin: a };
  const notificationIds = new Map<string, string>();
  for (const person of [mine.investor, mine.founder, a, theirs.investor]) {
    const [row] = await t.deps.db
      .insert(notifications)
      .values({ userId: person.id, type: "system", title: "Hello", description: "A notification" })
      .returning();
    if (row) notificationIds.set(person.id, row.id);
  }
  const [avatar, otherAvatar] = [await uploadAvatar(t, mine.investor), await uploadAvatar(t, theirs.investor)];

  return {
    t,
    db: t.deps.db,
    mine,
    theirs,
    admin: a,
    /** The signed-in person playing a role; null for the signed-out visitor. */
    person: (who: Who): Person | null => (who === "anon" ? null : people[who]),
    side: (whose: Whose): Side => (whose === "own" ? mine : theirs),
    /** The caller's own notification, or the other investor's. */
    notificationId: (who: Who, whose: Whose) => {
      const owner = whose === "other" || who === "anon" ? theirs.investor : people[who];
      return notificationIds.get(owner.id) ?? "";
    },
    /** A conversation the caller is part of (own), or one between two other people. */
    conversationId: (who: Who, whose: Whose) => {
      if (whose === "other") return theirs.conversationId;
      return who === "admin" ? (adminConvo.json.conversation.id as string) : mine.conversationId;
    },
    publicFile: `/files/public/${avatar}`,
    otherPublicFile: `/files/public/${otherAvatar}`,
  };
}

async function uploadAvatar(t: TestApp, person: Person): Promise<string> {
  const res = await sendAs(t, person, "POST", "/api/uploads/images?folder=avatars", { form: imageForm() });
  if (res.status !== 201) throw new Error(`avatar: ${res.text}`);
  return res.json.path as string;
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

export function imageForm(): FormData {
  const data = new FormData();
  data.set("file", new File([new Uint8Array(PNG_1PX)], "avatar.png", { type: "image/png" }));
  return data;
}

/** What a matrix case sends: a path and at most one kind of body. */
export type Req = { path: string; json?: unknown; raw?: Uint8Array; form?: FormData };

/** One request as the person's browser would send it; their cookies are read, never changed. */
export async function sendAs(t: TestApp, person: Person | null, method: string, path: string, req: Omit<Req, "path">) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (person) headers.cookie = [...person.client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  let body: BodyInit | undefined;
  if (req.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(req.json);
  } else if (req.raw) {
    headers["content-type"] = "application/octet-stream";
    body = new Uint8Array(req.raw);
  } else if (req.form) {
    body = req.form;
  }
  const res = await t.app.request(path, { method, headers, body });
  const contentType = res.headers.get("content-type") ?? "";
  // An event stream never ends by itself: its status is the answer.
  if (contentType.includes("text/event-stream")) {
    await res.body?.cancel();
    return { status: res.status, text: "", contentType, json: null };
  }
  const text = await res.text();
  let json: unknown = null;
  if (contentType.includes("json") && text) json = JSON.parse(text);
  // biome-ignore lint/suspicious/noExplicitAny: callers read the fields they check
  return { status: res.status, text, contentType, json: json as any };
}
