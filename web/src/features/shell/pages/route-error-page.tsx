import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { FullPageSpinner, Spinner } from "@web/components/ui/spinner";
import { page } from "@web/lib/page-reload";
import { isStaleBuildError, reloadOnceForNewBuild } from "@web/lib/stale-build";
import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useRouteError } from "react-router";

/**
 * What a route shows when its page throws or its code cannot be fetched, in place of React
 * Router's developer screen. A page's code missing after a deploy reloads the page once by itself
 * (lib/stale-build.ts); anything else says so plainly, with a reload and the way home. `framed`:
 * inside the signed-in shell or the public header, which stay usable; otherwise the whole screen.
 */
export function RouteErrorPage({ framed = false }: { framed?: boolean }) {
  const error = useRouteError();
  const stale = isStaleBuildError(error);
  const [reloading, setReloading] = useState(stale);

  useEffect(() => {
    console.error(error);
    if (stale && !reloadOnceForNewBuild()) setReloading(false);
  }, [error, stale]);

  if (reloading)
    return framed ? (
      <section className="flex justify-center px-4 py-16">
        <Spinner />
      </section>
    ) : (
      <FullPageSpinner />
    );
  const content = (
    <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
      <h1 className="text-2xl font-semibold">{stale ? m.shell_loadFailedTitle() : m.shell_errorTitle()}</h1>
      <p className="text-muted-foreground">{stale ? m.shell_loadFailedText() : m.shell_errorText()}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" onClick={() => page.reload()}>
          <RefreshCw aria-hidden="true" />
          {m.shell_reload()}
        </Button>
        <Button asChild variant="outline">
          {/* A full load: the app's own state may be what failed. */}
          <Link to="/" reloadDocument>
            {m.shell_returnHome()}
          </Link>
        </Button>
      </div>
    </div>
  );
  if (framed) return <section className="flex justify-center px-4 py-16">{content}</section>;
  return <main className="flex min-h-dvh items-center justify-center p-4">{content}</main>;
}
