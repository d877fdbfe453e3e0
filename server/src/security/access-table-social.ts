import { DEFAULT_MATCH_SETTINGS } from "@domain/constants/matching";
import { conversations, matchSettings, messages, notifications, savedMatches } from "../db/schema";
import { type Entry, parties, path, signedIn } from "./access-table";
import type { Who, Whose, World } from "./access-world";

// Matching and its settings, messaging and notifications.

/** What a role saves as a match: a business for an investor (and an admin), an investor for a founder. */
function matchTarget(w: World, who: Who, whose: Whose): string {
  const side = w.side(whose);
  return who === "founder" ? side.investor.id : side.business.id;
}

/** Who the caller starts a conversation with: the counterpart they already talk to, or a new one. */
function participant(w: World, who: Who, whose: Whose): string {
  const side = w.side(whose);
  return who === "founder" ? side.investor.id : side.founder.id;
}

export const SOCIAL_ROUTES: Entry[] = [
  {
    route: "GET /api/matching/matches",
    expect: signedIn(200),
    objectless: true,
    call: () => path("/api/matching/matches"),
  },
  {
    route: "GET /api/matching/saved",
    expect: signedIn(200),
    objectless: true,
    call: () => path("/api/matching/saved"),
  },
  {
    // Admins may open matchmaking but are matched with nothing, so there is no match of theirs to save.
    route: "PUT /api/matching/saved/:targetId",
    expect: { anon: 401, investor: 200, founder: 200, admin: 404 },
    call: (w, who, whose) => path(`/api/matching/saved/${matchTarget(w, who, whose)}`),
    writes: [savedMatches],
  },
  {
    route: "DELETE /api/matching/saved/:targetId",
    expect: { anon: 401, investor: 200, founder: 200, admin: 404 },
    call: (w, who, whose) => path(`/api/matching/saved/${matchTarget(w, who, whose)}`),
    writes: [savedMatches],
  },
  {
    // Similar businesses of any public business.
    route: "GET /api/matching/similar/:businessId",
    expect: signedIn(200),
    call: (w, _who, whose) => path(`/api/matching/similar/${w.side(whose).business.id}`),
  },
  {
    route: "GET /api/settings/algorithm",
    expect: parties(200),
    objectless: true,
    call: () => path("/api/settings/algorithm"),
  },
  {
    route: "PUT /api/settings/algorithm",
    expect: parties(200),
    objectless: true,
    call: () => ({ path: "/api/settings/algorithm", json: DEFAULT_MATCH_SETTINGS }),
    writes: [matchSettings],
  },
  {
    route: "POST /api/settings/algorithm/reset",
    expect: parties(200),
    objectless: true,
    call: () => ({ path: "/api/settings/algorithm/reset", json: {} }),
    writes: [matchSettings],
  },
  {
    // Own: the conversation the caller already has (200); other: a new counterpart (201).
    route: "POST /api/conversations",
    expect: signedIn([200, 201]),
    call: (w, who, whose) => ({ path: "/api/conversations", json: { participantId: participant(w, who, whose) } }),
    writes: [conversations],
  },
  {
    route: "GET /api/conversations",
    expect: signedIn(200),
    objectless: true,
    call: () => path("/api/conversations"),
  },
  {
    route: "GET /api/conversations/:id/messages",
    expect: signedIn([200, 404]),
    call: (w, who, whose) => path(`/api/conversations/${w.conversationId(who, whose)}/messages`),
  },
  {
    route: "POST /api/conversations/:id/messages",
    expect: signedIn([201, 404]),
    call: (w, who, whose) => ({
      path: `/api/conversations/${w.conversationId(who, whose)}/messages`,
      json: { content: "Hello there" },
    }),
    writes: [messages, conversations, notifications],
  },
  {
    route: "POST /api/conversations/:id/read",
    expect: signedIn([200, 404]),
    call: (w, who, whose) => ({ path: `/api/conversations/${w.conversationId(who, whose)}/read`, json: {} }),
    writes: [messages, notifications],
  },
  {
    route: "GET /api/messages/unread-count",
    expect: signedIn(200),
    objectless: true,
    call: () => path("/api/messages/unread-count"),
  },
  {
    route: "GET /api/notifications",
    expect: signedIn(200),
    objectless: true,
    call: () => path("/api/notifications"),
  },
  {
    route: "POST /api/notifications/read-all",
    expect: signedIn(200),
    objectless: true,
    call: () => ({ path: "/api/notifications/read-all", json: {} }),
    writes: [notifications],
  },
  {
    route: "POST /api/notifications/:id/read",
    expect: signedIn([200, 404]),
    call: (w, who, whose) => ({ path: `/api/notifications/${w.notificationId(who, whose)}/read`, json: {} }),
    writes: [notifications],
  },
];
