import { m } from "@i18n/messages";
import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors";
import { refusedNul } from "./refuse-nul";
import { mayCarryBody } from "./request-body";

// A JSON body is text, read once here for two checks every route (better-auth's included) needs
// before it parses the body itself:
// - it must be UTF-8: decoding is otherwise lenient and turns broken bytes into U+FFFD, which
//   was then stored as "���" (the fatal decoder refuses them instead);
// - it must have no NUL, which PostgreSQL cannot store in text (see refuse-nul.ts).

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/**
 * Refuses a JSON body that is not UTF-8 or holds a NUL, with 400 BAD_REQUEST. The body is read
 * from a copy (the route still reads the original); mount this behind the 1 MB body limit.
 */
export const checkJsonText: MiddlewareHandler = async (c, next) => {
  if (mayCarryBody(c) && c.req.raw.body && JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    const text = utf8OrNull(await c.req.raw.clone().arrayBuffer());
    if (text === null) throw new AppError("BAD_REQUEST", m.server_invalidUtf8());
    if (jsonHasNul(text)) throw refusedNul();
  }
  await next();
};

function utf8OrNull(bytes: ArrayBuffer): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** A NUL written raw or as a "\u0000" escape inside a string or a key. */
function jsonHasNul(text: string): boolean {
  if (text.includes("\u0000")) return true;
  // Cheap test first; parsing tells a real \u0000 escape from an escaped backslash followed by "u0000".
  if (!text.includes("\\u0000")) return false;
  let found = false;
  try {
    JSON.parse(text, (key, value) => {
      if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) found = true;
      return value;
    });
  } catch {
    return false; // not JSON: the route refuses it on its own
  }
  return found;
}
