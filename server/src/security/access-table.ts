import type { PgTable } from "drizzle-orm/pg-core";
import type { Req, Who, Whose, World } from "./access-world";

// The authorization matrix's vocabulary. Each route of the server has one entry that states,
// written out by hand, what each caller gets with their own object and with someone else's:
// 401 signed out, 403 for a role the route is not for, 404 for another user's object.

/** One status for both objects, or [own object, someone else's object]. */
export type Outcome = number | readonly [own: number, other: number];

export type Expectations = Record<Who, Outcome>;

export type Entry = {
  /** "METHOD /path/:param", as the Hono app lists it. */
  route: string;
  expect: Expectations;
  /** The route names no object (no id in the path or body): it is called once per caller. */
  objectless?: true;
  /** Builds the request; may first put the object in a state where the action is allowed. */
  call: (w: World, who: Who, whose: Whose) => Req | Promise<Req>;
  /** The tables the route may write: on a refusal their rows must be unchanged. */
  writes?: PgTable[];
  /** Admin screens that list accounts show their e-mail addresses to the admin. */
  adminSeesEmails?: true;
  /** The answer is about the account the call created (registration), not the caller's. */
  createsAccount?: true;
};

export const outcomeFor = (o: Outcome, whose: Whose) => (typeof o === "number" ? o : whose === "own" ? o[0] : o[1]);

/** Anyone, signed in or not. */
export const anyone = (o: Outcome): Expectations => ({ anon: o, investor: o, founder: o, admin: o });

/** Every signed-in role alike; signed out is 401. */
export const signedIn = (o: Outcome): Expectations => ({ anon: 401, investor: o, founder: o, admin: o });

/** The listed roles get the outcome; the other roles 403, signed out 401. */
export function only(roles: ReadonlyArray<Exclude<Who, "anon">>, o: Outcome): Expectations {
  const pick = (who: Exclude<Who, "anon">) => (roles.includes(who) ? o : 403);
  return { anon: 401, investor: pick("investor"), founder: pick("founder"), admin: pick("admin") };
}

/** Investors and founders (the parties of a deal); admins 403. */
export const parties = (o: Outcome) => only(["investor", "founder"], o);

export const path = (p: string) => ({ path: p });
