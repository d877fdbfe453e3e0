import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useUserCounts } from "@web/features/admin/api/get-user-counts";
import { Link } from "react-router";

const CARDS = [
  { key: "total", label: "Total Users" },
  { key: "founder", label: "Founders" },
  { key: "investor", label: "Investors" },
  { key: "admin", label: "Admins" },
] as const;

export function AdminDashboardPage() {
  const { data, isPending, isError, refetch } = useUserCounts();
  return (
    <section>
      <PageHeader title="Admin Dashboard" description="Keep the network healthy." />
      <nav aria-label="Admin tools" className="mb-6 flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/users">Users</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/campaigns">Campaigns</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/sample-data">Sample Data</Link>
        </Button>
      </nav>
      {isPending ? (
        <Spinner label="Loading user counts" />
      ) : isError ? (
        <p className="text-destructive">
          Could not load the user counts.{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map(({ key, label }) => (
            <Card key={key}>
              <CardHeader>
                <CardDescription>{label}</CardDescription>
                <CardTitle className="text-3xl">{data[key]}</CardTitle>
              </CardHeader>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
