import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES } from "@domain/constants/campaigns";
import { formatUsd } from "@domain/format";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useAdminDashboard } from "@web/features/admin/api/get-admin-dashboard";
import { SignUpsChart } from "@web/features/admin/components/sign-ups-chart";
import { StatCard } from "@web/features/admin/components/stat-card";
import { ADMIN_TEXTS as T } from "@web/features/admin/texts";
import { Link } from "react-router";

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

const TOOLS = [
  { to: "/admin/users", label: "Users" },
  { to: "/admin/campaigns", label: "Campaigns" },
  { to: "/admin/sample-data", label: "Sample Data" },
] as const;

/** /admin/dashboard: the network's real figures (CLARIFICATIONS: not the spec's fixed zeros). */
export function AdminDashboardPage() {
  const { data, isPending, isError, refetch } = useAdminDashboard();
  return (
    <section>
      <PageHeader title={T.dashboardTitle} description={T.dashboardDescription} />
      <nav aria-label="Admin tools" className="mb-6 flex flex-wrap gap-2">
        {TOOLS.map((tool) => (
          <Button key={tool.to} asChild variant="outline" size="sm">
            <Link to={tool.to}>{tool.label}</Link>
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
              label="Total Users"
              value={data.users.total}
              detail={`${count(data.users.founder, "founder")} · ${count(data.users.investor, "investor")} · ${count(data.users.admin, "admin")}`}
            />
            <StatCard label="Sign-ups This Week" value={data.signUpsThisWeek} detail="Last 7 days" />
            <StatCard label="Businesses" value={data.businesses} />
            <StatCard
              label="Investments"
              value={data.investments.count}
              detail={`${data.investments.completedCount} completed · ${formatUsd(data.investments.completedAmount)}`}
            />
            <StatCard label="Active Campaigns" value={data.campaigns.active} />
            <StatCard
              label="Pending Review"
              value={data.campaigns.pending}
              detail={
                <Link to="/admin/campaigns" className="underline underline-offset-4">
                  Review campaigns
                </Link>
              }
            />
            <StatCard label="Active Due Diligence" value={data.activeDueDiligence} detail="Processes in progress" />
          </div>
          <div className="grid gap-4 lg:grid-cols-3">
            <Card className="lg:col-span-2">
              <CardContent className="pt-5">
                <SignUpsChart title={T.signUpsChartTitle} days={data.signUpsByDay} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Campaigns by status</CardTitle>
              </CardHeader>
              <CardContent>
                <table className="w-full text-sm">
                  <caption className="sr-only">Campaigns by status</caption>
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
