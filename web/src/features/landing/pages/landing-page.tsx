import { PRODUCT_NAME, PRODUCT_TEXTS } from "@domain/constants/shell";
import { afterSignInPath, dashboardPathFor } from "@domain/permissions";
import { m } from "@i18n/messages";
import { LanguageSwitch } from "@web/components/language-switch";
import { ThemeSwitcher } from "@web/components/theme-switcher";
import { Button } from "@web/components/ui/button";
import { DynamicFeed } from "@web/features/landing/components/dynamic-feed";
import { LandingStats } from "@web/features/landing/components/landing-stats";
import { DELAYS_MS } from "@web/lib/screen-constants";
import { useViewer } from "@web/lib/session";
import { Handshake, Rocket, Search } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";

const STEPS = [
  { id: "create", icon: Rocket, title: m.landing_stepCreateTitle, text: m.landing_stepCreateText },
  { id: "discover", icon: Search, title: m.landing_stepDiscoverTitle, text: m.landing_stepDiscoverText },
  { id: "deals", icon: Handshake, title: m.landing_stepDealsTitle, text: m.landing_stepDealsText },
];

export function LandingPage() {
  const navigate = useNavigate();
  const viewer = useViewer();
  const role = viewer.status === "signed-in" ? viewer.role : null;
  const signedIn = viewer.status === "signed-in";
  // The spec: dashboards by role, and any account without one goes to /login.
  const dashboard = role ? dashboardPathFor(role) : "/login";

  // Social sign-in comes back here with the page it started from (?next=): only now is the role known.
  const next = useSearchParams()[0].get("next");

  useEffect(() => {
    if (!role) return;
    // A signed-in user with a profile belongs on their dashboard, or on the next page if their role may open it.
    const timer = setTimeout(
      () => navigate(afterSignInPath(next, role), { replace: true }),
      DELAYS_MS.landingDashboardRedirect,
    );
    return () => clearTimeout(timer);
  }, [role, next, navigate]);

  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link to="/" className="text-2xl font-bold tracking-tight text-primary">
          {PRODUCT_NAME}
        </Link>
        <nav aria-label={m.landing_siteNav()} className="ml-auto flex items-center gap-2">
          <Link to="/businesses" className="hidden px-2 text-sm font-medium hover:underline sm:inline">
            {m.landing_exploreDeals()}
          </Link>
          <LanguageSwitch />
          <ThemeSwitcher />
          <Button asChild size="sm">
            {signedIn ? (
              <Link to={dashboard}>{m.landing_dashboard()}</Link>
            ) : (
              <Link to="/login">{m.landing_signIn()}</Link>
            )}
          </Button>
        </nav>
      </header>
      <main id="main">
        <section className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {PRODUCT_TEXTS.tagline}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{PRODUCT_TEXTS.subtitle}</p>
          <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">{m.landing_intro()}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              {signedIn ? (
                <Link to={dashboard}>{m.landing_goToDashboard()}</Link>
              ) : (
                <Link to="/register">{m.landing_listYourStartup()}</Link>
              )}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/businesses">{m.landing_exploreDeals()}</Link>
            </Button>
          </div>
        </section>

        <section aria-labelledby="how-it-works" className="bg-muted/50 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="how-it-works" className="text-center text-3xl font-bold">
              {m.landing_howItWorks()}
            </h2>
            <ol className="mt-10 grid gap-6 md:grid-cols-3">
              {STEPS.map(({ id, icon: Icon, title, text }, index) => (
                <li key={id} className="rounded-xl border bg-card p-6">
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <h3 className="text-lg font-semibold">
                      {index + 1}. {title()}
                    </h3>
                  </div>
                  <p className="mt-3 text-muted-foreground">{text()}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="feed" className="mx-auto max-w-6xl px-4 py-16">
          <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="feed" className="text-3xl font-bold">
              {m.landing_dynamicFeed()}
            </h2>
            <Link to="/businesses" className="font-medium text-primary hover:underline">
              {m.landing_viewAllDeals()}
            </Link>
          </div>
          <DynamicFeed />
        </section>

        <LandingStats />

        <section className="mx-auto max-w-6xl px-4 py-16 text-center">
          <h2 className="text-3xl font-bold">{m.landing_readyToGrow()}</h2>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">{m.landing_joinOurNetwork()}</Link>
            </Button>
            {!signedIn && (
              <Button asChild size="lg" variant="outline">
                <Link to="/login">{m.landing_signIn()}</Link>
              </Button>
            )}
          </div>
        </section>
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        {m.landing_footer({ year: new Date().getFullYear(), name: PRODUCT_NAME })}
      </footer>
    </div>
  );
}
