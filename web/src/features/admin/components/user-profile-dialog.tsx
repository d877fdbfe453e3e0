import { KYC_LABELS } from "@domain/constants/investors";
import { formatDateTime } from "@domain/format";
import type { TAdminUser } from "@domain/schemas/admin";
import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { USER_FIELDS as F, ROLE_LABELS, USER_TEXTS as T } from "@web/features/admin/texts";
import type { ReactElement } from "react";
import { Link } from "react-router";

const formatTime = (at: string | null) => (at ? formatDateTime(at) : T.neverTime);

/** View Profile: the account's details, and the investor's public page for investors (loaded on first use). */
export function UserProfileDialog({ user, trigger }: { user: TAdminUser; trigger: ReactElement }) {
  const rows: Array<[string, string]> = [
    [F.email, user.email],
    [F.role, ROLE_LABELS[user.role]],
    [F.phone, user.phone ?? "—"],
    [F.signedUp, formatTime(user.createdAt)],
    [F.lastSignIn, formatTime(user.lastLoginAt)],
    ...(user.kycVerified !== null
      ? [[F.verification, user.kycVerified ? KYC_LABELS.verified : KYC_LABELS.pending] as [string, string]]
      : []),
    [F.status, user.banned ? m.admin_bannedStatus({ reason: user.banReason ?? "" }) : T.activeStatus],
  ];
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{user.fullName}</DialogTitle>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {user.role === "investor" && (
          <Button asChild variant="outline">
            <Link to={`/investors/${user.id}`}>{T.openInvestorProfile}</Link>
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
