import { ADMIN_MESSAGES } from "@domain/constants/admin";
import { KYC_LABELS } from "@domain/constants/investors";
import { formatDate } from "@domain/format";
import type { TAdminUser } from "@domain/schemas/admin";
import { m } from "@i18n/messages";
import { loadOnUse } from "@web/components/load-on-use";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useUserAction } from "@web/features/admin/api/user-actions";
import { ADMIN_TEXTS, ROLE_LABELS, SECURITY_TEXTS, USER_TEXTS as T } from "@web/features/admin/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { Link } from "react-router";

const ReasonDialog = loadOnUse(() => import("./reason-dialog").then((mod) => mod.ReasonDialog), "dialog");
const UserProfileDialog = loadOnUse(
  () => import("./user-profile-dialog").then((mod) => mod.UserProfileDialog),
  "dialog",
);

/** One account in /admin/users, with what the admin may do to it. */
export function AdminUserRow({ user, viewerId }: { user: TAdminUser; viewerId: string }) {
  const action = useUserAction();
  const canBan = user.role !== "admin" && user.id !== viewerId;

  const run = async (kind: "unban" | "kyc") => {
    try {
      await action.mutateAsync({ kind, userId: user.id });
      if (kind === "unban") toast.success(ADMIN_MESSAGES.userUnbanned);
      else toast.success(ADMIN_MESSAGES.kycApproved, { description: ADMIN_MESSAGES.kycApprovedText });
    } catch (error) {
      toast.error(ADMIN_TEXTS.error, { description: errorMessageOf(error) });
    }
  };
  const ban = async (reason: string) => {
    try {
      await action.mutateAsync({ kind: "ban", userId: user.id, reason });
      toast.success(ADMIN_MESSAGES.userBanned, { description: ADMIN_MESSAGES.userBannedText });
    } catch (error) {
      toast.error(ADMIN_TEXTS.error, { description: errorMessageOf(error) });
      throw error;
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{user.fullName}</span>
          <Badge variant="secondary">{ROLE_LABELS[user.role]}</Badge>
          {user.kycVerified !== null && (
            <Badge variant={user.kycVerified ? "default" : "muted"}>
              {user.kycVerified ? KYC_LABELS.verified : KYC_LABELS.pending}
            </Badge>
          )}
          {user.banned && (
            <Badge variant="outline" className="border-destructive text-destructive">
              {T.banned}
            </Badge>
          )}
        </div>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        <p className="text-xs text-muted-foreground">
          {m.admin_signUpLine({
            signedUp: formatDate(user.createdAt),
            lastSignIn: user.lastLoginAt ? formatDate(user.lastLoginAt) : T.never,
          })}
        </p>
        {user.banReason && <p className="text-xs text-destructive">{m.admin_reasonLine({ reason: user.banReason })}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <UserProfileDialog
          user={user}
          trigger={
            <Button size="sm" variant="outline">
              {T.viewProfile}
            </Button>
          }
        />
        <Button size="sm" variant="outline" asChild>
          <Link
            to={`/admin/security?userId=${encodeURIComponent(user.id)}`}
            aria-label={m.admin_securityLinkLabel({ name: user.fullName })}
          >
            {SECURITY_TEXTS.link}
          </Link>
        </Button>
        {user.kycVerified === false && (
          <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => run("kyc")}>
            {T.approveKyc}
          </Button>
        )}
        {canBan &&
          (user.banned ? (
            <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => run("unban")}>
              {T.unban}
            </Button>
          ) : (
            <ReasonDialog
              trigger={
                <Button size="sm" variant="destructive">
                  {T.ban}
                </Button>
              }
              title={m.admin_banTitle({ name: user.fullName })}
              description={T.banDescription}
              label={ADMIN_TEXTS.reasonLabel}
              confirmLabel={T.banConfirm}
              requiredMessage={ADMIN_MESSAGES.reasonRequired}
              onConfirm={ban}
            />
          ))}
      </div>
    </li>
  );
}
