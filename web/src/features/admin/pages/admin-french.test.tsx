import { formatDate, formatUsd } from "@domain/format";
import type { TAdminDashboard, TAdminUser } from "@domain/schemas/admin";
import { setLocale } from "@i18n/runtime";
import { screen, within } from "@testing-library/react";
import { json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminDashboardPage } from "./admin-dashboard-page";
import { AdminUsersPage } from "./admin-users-page";

// The admin screens in French: their words, plurals, dates and money follow the reader's language.
// Testing Library reads any run of spaces (the non-breaking ones of French too) as one space, so
// the typography is checked on the raw text.

const plain = (text: string) => text.replace(/\s+/g, " ");

const dashboard: TAdminDashboard = {
  users: { founder: 2, investor: 1, admin: 0, total: 3 },
  signUpsThisWeek: 1,
  signUpsByDay: [
    { date: "2026-11-01", count: 0 },
    { date: "2026-11-02", count: 1 },
  ],
  businesses: 4,
  campaigns: { draft: 0, pending: 1, active: 2, completed: 0, rejected: 0 },
  investments: { count: 2, completedCount: 1, completedAmount: 250_000 },
  activeDueDiligence: 0,
};

const user: TAdminUser = {
  id: "u1",
  email: "amina@kuza.test",
  fullName: "Amina Founder",
  role: "founder",
  phone: null,
  createdAt: "2026-01-15T12:00:00Z",
  lastLoginAt: null,
  banned: false,
  banReason: "Spam",
  kycVerified: null,
};

beforeEach(() => setLocale("fr", { reload: false }));
afterEach(() => {
  setLocale("en", { reload: false });
  vi.unstubAllGlobals();
});

describe("the admin screens in French", () => {
  it("the dashboard: titles, plurals, money and the chart's days", async () => {
    mockApi({ "GET /api/admin/dashboard": () => json(dashboard) });
    renderPage(<AdminDashboardPage />, { path: "/admin/dashboard", me: meAs("admin") });
    expect(screen.getByRole("heading", { level: 1, name: "Tableau de bord d’administration" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Outils d’administration" })).toHaveTextContent("Données d’exemple");
    expect(await screen.findByText("2 fondateurs · 1 investisseur · 0 administrateur")).toBeInTheDocument();
    expect(screen.getByText(plain(`1 terminé · ${formatUsd(250_000, "fr")}`))).toBeInTheDocument();
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe(
      "1 inscription en 2 jours\u00a0; au plus 1 en un jour.",
    );
    expect(screen.getByText("Maximum en un jour : 1").textContent).toBe("Maximum en un jour\u00a0: 1");
    expect(screen.getByRole("columnheader", { name: "Jour" })).toBeInTheDocument();
    expect(screen.getAllByText("1 nov.").length).toBeGreaterThan(0);
  });

  it("the users list: filters, a row's role, dates and actions", async () => {
    mockApi({ "GET /api/admin/users": () => json({ items: [user], total: 1, nextOffset: null }) });
    renderPage(<AdminUsersPage />, { path: "/admin/users", me: meAs("admin") });
    expect(screen.getByRole("heading", { level: 1, name: "Utilisateurs" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Tous les rôles" })).toBeInTheDocument();
    const row = await screen.findByRole("listitem");
    expect(within(row).getByText("Fondateur")).toBeInTheDocument();
    expect(row.textContent).toContain(
      `Inscription\u00a0: ${formatDate(user.createdAt, "fr")} · Dernière connexion\u00a0: jamais`,
    );
    expect(row.textContent).toContain("Motif\u00a0: Spam");
    expect(within(row).getByRole("button", { name: "Suspendre" })).toBeInTheDocument();
    expect(screen.getByText("1 à 1 sur 1")).toBeInTheDocument();
  });
});
