import type { Role } from "@domain/constants/accounts";
import { type Access, apiAccessFor, decideAccess } from "@domain/permissions";
import { m } from "@i18n/messages";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, Viewer } from "../app-env";
import { AppError } from "../lib/errors";

function enforce(access: Access, viewer: Viewer | null) {
  const decision = decideAccess(
    access,
    viewer ? { status: "signed-in", role: viewer.profile?.role ?? null } : { status: "signed-out" },
  );
  if (decision === "sign-in") throw new AppError("UNAUTHENTICATED", m.server_signInRequired());
  if (decision === "denied") throw new AppError("FORBIDDEN", m.server_wrongRole());
}

/** Applies domain/permissions' API table to every /api request, whatever route answers it. */
export const apiAccessGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const access = apiAccessFor(c.req.path);
  if (access) enforce(access, c.get("viewer"));
  await next();
};

/** The signed-in viewer, or a 401. */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get("viewer");
  if (!viewer) throw new AppError("UNAUTHENTICATED", m.server_signInRequired());
  return viewer;
}

/** The signed-in viewer holding one of the roles, or a 401/403. */
export function requireRole(
  c: Context<AppEnv>,
  roles: readonly Role[],
): Viewer & { profile: NonNullable<Viewer["profile"]> } {
  const viewer = requireViewer(c);
  enforce(roles, viewer);
  return viewer as Viewer & { profile: NonNullable<Viewer["profile"]> };
}
