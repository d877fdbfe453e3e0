import type { TModerationReport } from "@domain/reports/moderation-schemas";
import { MODERATION_MESSAGES } from "@domain/reports/report-constants";
import { m } from "@i18n/messages";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  MODERATION_ACTIONS as A,
  MODERATION_TEXTS as M,
  MODERATION_DONE,
  moderationActionTitle,
  TARGET_TYPES,
} from "@web/features/admin/texts";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AdminReportsPage } from "./admin-reports-page";

const QUEUE = "GET /api/admin/reports";
const ACT = "POST /api/admin/reports/r1/action";

const report = (overrides: Partial<TModerationReport> = {}): TModerationReport => ({
  id: "r1",
  targetType: "campaign",
  targetId: "c1",
  targetLink: "/businesses/b1/campaign/c1",
  reason: "scam",
  details: "Asked me for a processing fee",
  createdAt: "2026-11-20T10:00:00Z",
  snapshot: { title: "Seed round", text: "Raising for ten cold rooms", ownerName: "Amina Founder" },
  reportedUser: { id: "f1", fullName: "Amina Founder", banned: false },
  reporter: { id: "i1", fullName: "Kofi Investor", email: "kofi@kuza.test", role: "investor" },
  openOnTarget: 2,
  actions: ["dismiss", "unpublish", "ban"],
  ...overrides,
});
const page = (items: TModerationReport[]) => json({ items, total: items.length, nextOffset: null });

beforeAll(async () => {
  await import("../components/reason-dialog");
});
afterEach(() => vi.unstubAllGlobals());

const renderQueue = () => renderPage(<AdminReportsPage />, { path: "/admin/reports", me: meAs("admin") });

describe("AdminReportsPage", () => {
  it("shows that it loads, then each report with the content as reported, the reporter and the open count", async () => {
    const pending = deferred();
    mockApi({ [QUEUE]: () => pending.response });
    renderQueue();
    expect(screen.getByRole("heading", { level: 1, name: M.title })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(M.loading);

    pending.answer(page([report()]));
    const list = await screen.findByRole("list", { name: M.listLabel });
    const item = within(list).getByRole("listitem");
    expect(item).toHaveTextContent("Scam or fee request");
    expect(item).toHaveTextContent(TARGET_TYPES.campaign);
    expect(item).toHaveTextContent("Seed round");
    expect(item).toHaveTextContent("Raising for ten cold rooms");
    expect(item).toHaveTextContent(m.admin_by({ name: "Amina Founder" }));
    expect(item).toHaveTextContent(m.admin_reporterLine({ name: "Kofi Investor", email: "kofi@kuza.test" }));
    expect(item).toHaveTextContent("Asked me for a processing fee");
    expect(item).toHaveTextContent(m.admin_openOnTarget({ count: 2 }));
    expect(within(item).getByRole("link", { name: M.openCurrent })).toHaveAttribute(
      "href",
      "/businesses/b1/campaign/c1",
    );
    for (const action of ["dismiss", "unpublish", "ban"] as const)
      expect(within(item).getByRole("button", { name: A[action] })).toBeEnabled();
  });

  it("offers no unpublish on what is not a campaign, and no link for a message", async () => {
    mockApi({
      [QUEUE]: () =>
        page([report({ targetType: "message", targetLink: null, actions: ["dismiss", "ban"], openOnTarget: 1 })]),
    });
    renderQueue();
    const item = await screen.findByRole("listitem");
    expect(within(item).queryByRole("button", { name: A.unpublish })).toBeNull();
    expect(within(item).queryByRole("link")).toBeNull();
    expect(item).not.toHaveTextContent(m.admin_openOnTarget({ count: 1 }));
  });

  it("says when there is nothing to review", async () => {
    mockApi({ [QUEUE]: () => page([]) });
    renderQueue();
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("says when the queue cannot load, and tries again", async () => {
    let fail = true;
    mockApi({ [QUEUE]: () => (fail ? apiError(500, "INTERNAL", "boom") : page([report()])) });
    renderQueue();
    expect(await screen.findByRole("alert")).toHaveTextContent(M.error);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: M.listLabel })).toBeInTheDocument();
  });

  it("acts only with a note, then refreshes the queue", async () => {
    let items = [report()];
    const { calls } = mockApi({
      [QUEUE]: () => page(items),
      [ACT]: () => {
        items = [];
        return json({ closed: 2 });
      },
    });
    renderQueue();
    const item = await screen.findByRole("listitem");
    fireEvent.click(within(item).getByRole("button", { name: A.dismiss }));
    const dialog = await screen.findByRole("dialog", { name: moderationActionTitle("dismiss", "Seed round") });
    fireEvent.click(within(dialog).getByRole("button", { name: A.dismiss }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(calls(ACT)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(M.noteLabel), { target: { value: "Checked: a real business" } });
    fireEvent.click(within(dialog).getByRole("button", { name: A.dismiss }));
    expect(await screen.findByText(MODERATION_DONE.dismiss)).toBeInTheDocument();
    expect(calls(ACT)[0]?.body).toEqual({ action: "dismiss", note: "Checked: a real business" });
    await waitFor(() => expect(screen.getByText(M.empty)).toBeInTheDocument());
  });
});
