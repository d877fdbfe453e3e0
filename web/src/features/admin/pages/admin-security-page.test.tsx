import type { TSecurityEvent } from "@domain/security-events/security-event-schemas";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { SECURITY_EVENT_LABELS, SECURITY_TEXTS as T } from "@web/features/admin/texts";
import { apiError, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminSecurityPage } from "./admin-security-page";

const LIST = "GET /api/admin/security-events";
const amina = { id: "u1", fullName: "Amina Founder", email: "amina@kuza.test" };
const admin = { id: "a1", fullName: "Zawadi Admin", email: "zawadi@kuza.test" };

const event = (id: string, overrides: Partial<TSecurityEvent> = {}): TSecurityEvent => ({
  id,
  kind: "sign_in_failed",
  user: amina,
  actor: null,
  ip: "203.0.113.9",
  detail: {},
  createdAt: "2026-03-02T10:00:00Z",
  ...overrides,
});
const banned = event("00000000-0000-4000-8000-000000000001", {
  kind: "user_banned",
  actor: admin,
  detail: { reason: "Fake traction figures" },
});
const failed = event("00000000-0000-4000-8000-000000000002", { user: null, detail: { email: "ghost@example.com" } });

const renderLog = (url = "/admin/security") =>
  renderPage(<AdminSecurityPage />, { path: "/admin/security", url, me: meAs("admin") });

describe("AdminSecurityPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each event with its kind's label, who it concerns, who acted and the details", async () => {
    mockApi({ [LIST]: () => json({ items: [banned, failed], nextBefore: null }) });
    renderLog();
    const list = await screen.findByRole("list", { name: T.listLabel });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent(SECURITY_EVENT_LABELS.user_banned);
    expect(first).toHaveTextContent("Amina Founder");
    expect(first).toHaveTextContent("Zawadi Admin");
    expect(first).toHaveTextContent("Fake traction figures");
    expect(second).toHaveTextContent(SECURITY_EVENT_LABELS.sign_in_failed);
    expect(second).toHaveTextContent(T.noAccount);
    expect(second).toHaveTextContent("ghost@example.com");
    expect(screen.queryByRole("button", { name: /load more/i })).not.toBeInTheDocument();
  });

  it("sends the kind and the search as filters, kept in the URL, and shows the empty state", async () => {
    const api = mockApi({
      [LIST]: ({ url }) =>
        json({ items: url.searchParams.get("kind") || url.searchParams.get("q") ? [] : [banned], nextBefore: null }),
    });
    const view = renderLog();
    await screen.findByRole("list", { name: T.listLabel });
    fireEvent.change(screen.getByLabelText(T.kindFilter), { target: { value: "nda_accepted" } });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(view.where()).toBe("/admin/security?kind=nda_accepted");
    fireEvent.change(screen.getByLabelText(T.searchLabel), { target: { value: "50%_off" } });
    await waitFor(() => expect(view.where()).toBe("/admin/security?kind=nda_accepted&q=50%25_off"), { timeout: 2000 });
    await waitFor(() => expect(api.calls(LIST).at(-1)?.url.searchParams.get("q")).toBe("50%_off"));
    expect(api.calls(LIST).at(-1)?.url.searchParams.get("kind")).toBe("nda_accepted");
  });

  it("opens filtered by one user, named, and lets the admin go back to everyone", async () => {
    const api = mockApi({
      [LIST]: () => json({ items: [banned], nextBefore: null }),
      "GET /api/admin/users/u1": () => json({ user: { ...amina, role: "founder" } }),
    });
    const view = renderLog("/admin/security?userId=u1");
    expect(await screen.findByText("Events of Amina Founder")).toBeInTheDocument();
    expect(api.calls(LIST)[0]?.url.searchParams.get("userId")).toBe("u1");
    fireEvent.click(screen.getByRole("button", { name: T.allUsers }));
    await waitFor(() => expect(view.where()).toBe("/admin/security"));
    expect(screen.queryByText("Events of Amina Founder")).not.toBeInTheDocument();
  });

  it("loads the next page from the last event seen", async () => {
    const api = mockApi({
      [LIST]: ({ url }) =>
        url.searchParams.get("before")
          ? json({ items: [failed], nextBefore: null })
          : json({ items: [banned], nextBefore: banned.id }),
    });
    renderLog();
    await screen.findByRole("list", { name: T.listLabel });
    fireEvent.click(screen.getByRole("button", { name: /load more/i }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2));
    expect(api.calls(LIST)[1]?.url.searchParams.get("before")).toBe(banned.id);
    expect(screen.queryByRole("button", { name: /load more/i })).not.toBeInTheDocument();
  });

  it("shows an error with a retry when the log cannot be read", async () => {
    let calls = 0;
    mockApi({
      [LIST]: () => {
        calls += 1;
        return calls === 1 ? apiError(500, "INTERNAL", "Down") : json({ items: [], nextBefore: null });
      },
    });
    renderLog();
    expect(screen.getByRole("status")).toHaveTextContent(T.loading);
    expect(await screen.findByText(T.error)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /try again/i }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });
});
