import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-4 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{m.shell_notFoundTitle()}</h1>
      <p className="text-muted-foreground">{m.shell_notFoundText()}</p>
      <Button asChild>
        <Link to="/">{m.shell_returnHome()}</Link>
      </Button>
    </main>
  );
}
