import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES } from "@domain/constants/campaigns";
import { formatUsd } from "@domain/format";
import { m } from "@i18n/messages";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useAdminDashboard } from "@web/features/admin/api/get-admin-dashboard";
import { SignUpsChart } from "@web/features/admin/components/sign-ups-chart";
import { StatCard } from "@web/features/admin/components/stat-card";
import { DASHBOARD_TEXTS as D, DASHBOARD_TOOLS, ADMIN_TEXTS as T, usersByRole } from "@web/features/admin/texts";
import { Link } from "react-router";

const TOOLS = [
  { to: "/admin/users", tool: "users" },
  { to: "/admin/campaigns", tool: "campaigns" },
  { to: "/admin/sample-data", tool: "sampleData" },
] as const;

/** /admin/dashboard: the network's real figures (CLARIFICATIONS: not the spec's fixed zeros). */
export function AdminDashboardPage() {
  const { data, isPending, isError, refetch } = useAdminDashboard();
  return (
    <section>
      <PageHeader title={T.dashboardTitle} description={T.dashboardDescription} />
      <nav aria-label={D.toolsLabel} className="mb-6 flex flex-wrap gap-2">
        {TOOLS.map((tool) => (
          <Button key={tool.to} asChild variant="outline" size="sm">
            <Link to={tool.to}>{DASHBOARD_TOOLS[tool.tool]}</Link>
          </Button>
        ))}
      </nav>
      {isPending ? (
        <Spinner label={T.loadingFigures} />
      ) : isError ? (
        <InlineError message={T.figuresError} onRetry={() => refetch()} />
      ) : (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label={D.totalUsers}
              value={data.users.total}
              detail={usersByRole(data.users.founder, data.users.investor, data.users.admin)}
            />
            <StatCard label={D.signUpsThisWeek} value={data.signUpsThisWeek} detail={D.last7Days} />
            <StatCard label={D.businesses} value={data.businesses} />
            <StatCard
              label={D.investments}
              value={data.investments.count}
              detail={m.admin_investmentsDetail({
                count: data.investments.completedCount,
                amount: formatUsd(data.investments.completedAmount),
              })}
            />
            <StatCard label={D.activeCampaigns} value={data.campaigns.active} />
            <StatCard
              label={D.pendingReview}
              value={data.campaigns.pending}
              detail={
                <Link to="/admin/campaigns" className="underline underline-offset-4">
                  {D.reviewCampaigns}
                </Link>
              }
            />
            <StatCard label={D.activeDueDiligence} value={data.activeDueDiligence} detail={D.processesInProgress} />
          </div>
          <div className="grid gap-4 lg:grid-cols-3">
            <Card className="lg:col-span-2">
              <CardContent className="pt-5">
                <SignUpsChart title={T.signUpsChartTitle} days={data.signUpsByDay} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{D.campaignsByStatus}</CardTitle>
              </CardHeader>
              <CardContent>
                <table className="w-full text-sm">
                  <caption className="sr-only">{D.campaignsByStatus}</caption>
                  <tbody>
                    {CAMPAIGN_STATUSES.map((status) => (
                      <tr key={status} className="border-b last:border-0">
                        <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
                          {CAMPAIGN_STATUS_LABELS[status]}
                        </th>
                        <td className="py-2 text-right font-medium tabular-nums">{data.campaigns[status]}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </section>
  );
}
