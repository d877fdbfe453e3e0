import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import type { ReactNode } from "react";

/** One dashboard figure: its name, the number, and a line of detail under it. */
export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-3xl tabular-nums">{value}</CardTitle>
        {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
      </CardHeader>
    </Card>
  );
}
