import type { Role } from "@domain/constants/accounts";
import type { TDocument } from "@domain/due-diligence/documents-schemas";
import type { TMeeting } from "@domain/due-diligence/meetings-schemas";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import type { TMe } from "@domain/schemas/accounts";
import { vi } from "vitest";

// Due-diligence answers as the API gives them, for component tests; override what a test is about.

const NOW = "2026-11-20T09:00:00.000Z";

export function processFixture(overrides: Partial<TProcess> = {}): TProcess {
  return {
    id: "6d1f3b2a-9c4e-4f5a-8b7c-1d2e3f4a5b6c",
    businessId: "7f0c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a",
    businessName: "Shamba Fresh",
    investorId: "investor-1",
    investorName: "Kofi Investor",
    campaignId: "2a1b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
    campaignTitle: "Shamba Fresh Seed Round",
    status: "q&a_scheduled",
    progress: 40,
    lastCommunication: "Moved to Q&A Scheduled",
    lastCommunicationDate: NOW,
    nextStep: "Hold the Q&A meeting and mark it completed",
    declineReason: null,
    declineNote: null,
    declinedBy: null,
    createdAt: NOW,
    updatedAt: NOW,
    viewerRole: "investor",
    counterpartName: "Amina Founder",
    counterpartId: "founder-1",
    counterpartSuspended: false,
    facts: { documentsTotal: 0, documentsViewed: 0, meetingsCompleted: 0 },
    ...overrides,
  };
}

export function meetingFixture(overrides: Partial<TMeeting> = {}): TMeeting {
  return {
    id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    processId: "6d1f3b2a-9c4e-4f5a-8b7c-1d2e3f4a5b6c",
    title: "Due Diligence Meeting with Amina Founder",
    startsAt: NOW,
    timeZone: "Africa/Lagos",
    durationMinutes: 60,
    meetingLink: "https://meet.example.com/abc",
    agenda: null,
    status: "scheduled",
    scheduledBy: "investor",
    scheduledByName: "Kofi Investor",
    createdAt: NOW,
    ...overrides,
  };
}

/** A shared PDF (watermarked); override the file and status for other cases. */
export function documentFixture(overrides: Partial<TDocument> = {}): TDocument {
  return {
    id: "3c2b1a0f-9e8d-4c7b-8a6f-5e4d3c2b1a0f",
    processId: "6d1f3b2a-9c4e-4f5a-8b7c-1d2e3f4a5b6c",
    category: "pitch_deck",
    name: "Pitch Deck",
    status: "shared",
    createdAt: NOW,
    lastUpdate: NOW,
    fileName: "deck.pdf",
    fileSize: 120_000,
    fileType: "application/pdf",
    uploadedByName: "Amina Founder",
    sharedDate: NOW,
    viewedDate: null,
    watermarked: true,
    scanStatus: "clean",
    accessRevoked: false,
    views: [],
    investorOpens: null,
    ...overrides,
  };
}

export function meAs(role: Role, id = `${role}-1`): TMe {
  const email = `${role}@kuza.test`;
  return {
    user: { id, email, name: role },
    profile: { id, email, role, fullName: role, phone: null, investorType: null, lastLoginAt: null },
  };
}

/** What a stubbed GET answers: a body (200), an error (status, optional code), or "pending" (never answers). */
export type StubAnswer = unknown | { status: number; code?: string } | "pending";

/**
 * Replaces fetch: each request's path (without the query) is looked up in `answers`; anything
 * else answers 404. Returns the mock, to read what was sent.
 */
export function stubApi(answers: Record<string, StubAnswer>) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const answer = answers[url.split("?")[0] ?? url];
    if (answer === "pending") return new Promise<Response>(() => {});
    if (answer === undefined) return jsonResponse({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
    if (typeof answer === "object" && answer !== null && "status" in answer && typeof answer.status === "number") {
      const code = "code" in answer && typeof answer.code === "string" ? answer.code : "INTERNAL";
      return jsonResponse({ error: { code, message: "Something went wrong" } }, answer.status);
    }
    return jsonResponse(answer, 200);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const jsonResponse = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Loads the chunks a process panel pulls in on its own (the timeline, the document room) before
 * a file's first render. Web test files share a worker (isolate: false): a lazy import still
 * under way when a file ends was cut off by the environment's teardown, and the next file that
 * rendered the panel failed on it (EnvironmentTeardownError for timeline-texts.ts). Loaded
 * first, the components' imports are answered from the module cache.
 */
export async function loadProcessPanelChunks(): Promise<void> {
  await Promise.all([
    import("@web/features/due-diligence/components/process-timeline"),
    import("@web/features/due-diligence/components/documents-section"),
  ]);
}
