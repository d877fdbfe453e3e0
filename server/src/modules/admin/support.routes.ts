import { SUPPORT_MESSAGES, SUPPORT_RATE_LIMIT } from "@domain/constants/admin";
import { currentLocale } from "@domain/i18n/locales";
import { ZSupportRequestSchema } from "@domain/schemas/admin";
import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { requireRole } from "../../auth/guards";
import { profiles, supportRequests, user } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { createRateLimiter } from "../../lib/rate-limit";
import { inLocale } from "../../lib/request-locale";
import { supportRequestMail } from "../../mail/templates";

// /support's contact form: every role may write; the request is kept (the admins' record) and
// e-mailed to every admin, with the sender's address to reply to.

const send = createRoute({
  method: "post",
  path: "/api/support",
  tags: ["support"],
  summary: "Send a message to the Kuza team (stored and e-mailed to the admins)",
  request: { body: jsonBody(ZSupportRequestSchema) },
  responses: {
    201: jsonResponse(z.object({ id: z.string() }), "The message was received"),
    ...errorResponses(400, 401, 403, 429),
  },
});

export function supportRoutes(deps: AppDeps) {
  // Every message e-mails every admin, so one account cannot flood their inboxes (counted in the
  // database: the limit holds across server processes).
  const limiter = createRateLimiter({ db: deps.db, name: "support", ...SUPPORT_RATE_LIMIT });
  return createRouter().openapi(send, async (c) => {
    const viewer = requireRole(c, ["investor", "founder", "admin"]);
    if (!(await limiter.hit(viewer.user.id))) throw new AppError("RATE_LIMITED", SUPPORT_MESSAGES.tooMany);
    const { subject, message } = c.req.valid("json");
    const [row] = await deps.db
      .insert(supportRequests)
      .values({ userId: viewer.user.id, subject, message })
      .returning({ id: supportRequests.id });
    if (!row) throw new Error("support request insert returned no row");
    const admins = await deps.db
      .select({ email: profiles.email, locale: user.locale })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(profiles.role, "admin"));
    const sender = { name: viewer.profile.fullName, email: viewer.user.email, role: viewer.profile.role };
    // The request is stored whatever the mail does; a failed mail is ours to see in the log. Each
    // admin reads it in their saved language, else the sender's.
    for (const admin of admins) {
      try {
        const mail = inLocale(admin.locale ?? currentLocale(), () =>
          supportRequestMail({ to: admin.email, sender, subject, message }),
        );
        await deps.mailer.send(mail);
      } catch (error) {
        deps.logger.error("support e-mail failed", { to: admin.email, error: String(error) });
      }
    }
    return c.json({ id: row.id }, 201);
  });
}
