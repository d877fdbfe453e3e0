import { PRODUCT_NAME, PRODUCT_TEXTS } from "@domain/constants/shell";
import { afterSignInPath, dashboardPathFor } from "@domain/permissions";
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
  {
    icon: Rocket,
    title: "Create and List",
    text: "Founders create a free profile or run a campaign for their startup.",
  },
  {
    icon: Search,
    title: "Discover and Connect",
    text: "Investors discover and vet startups and contact founders directly.",
  },
  { icon: Handshake, title: "Deals Happen", text: "Deals close on or off the platform, with no gatekeeping." },
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
        <nav aria-label="Site" className="ml-auto flex items-center gap-2">
          <Link to="/businesses" className="hidden px-2 text-sm font-medium hover:underline sm:inline">
            Explore Deals
          </Link>
          <ThemeSwitcher />
          <Button asChild size="sm">
            {signedIn ? <Link to={dashboard}>Dashboard</Link> : <Link to="/login">Sign In</Link>}
          </Button>
        </nav>
      </header>
      <main id="main">
        <section className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {PRODUCT_TEXTS.tagline}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{PRODUCT_TEXTS.subtitle}</p>
          <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
            Founders create free profiles or paid campaigns. Investors discover and vet startups and contact founders
            directly. Deals can happen on or off the platform.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              {signedIn ? <Link to={dashboard}>Go to Dashboard</Link> : <Link to="/register">List Your Startup</Link>}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/businesses">Explore Deals</Link>
            </Button>
          </div>
        </section>

        <section aria-labelledby="how-it-works" className="bg-muted/50 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="how-it-works" className="text-center text-3xl font-bold">
              How it works
            </h2>
            <ol className="mt-10 grid gap-6 md:grid-cols-3">
              {STEPS.map(({ icon: Icon, title, text }, index) => (
                <li key={title} className="rounded-xl border bg-card p-6">
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <h3 className="text-lg font-semibold">
                      {index + 1}. {title}
                    </h3>
                  </div>
                  <p className="mt-3 text-muted-foreground">{text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="feed" className="mx-auto max-w-6xl px-4 py-16">
          <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="feed" className="text-3xl font-bold">
              Dynamic Feed
            </h2>
            <Link to="/businesses" className="font-medium text-primary hover:underline">
              View All Deals
            </Link>
          </div>
          <DynamicFeed />
        </section>

        <LandingStats />

        <section className="mx-auto max-w-6xl px-4 py-16 text-center">
          <h2 className="text-3xl font-bold">Ready to grow?</h2>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">Join Our Network</Link>
            </Button>
            {!signedIn && (
              <Button asChild size="lg" variant="outline">
                <Link to="/login">Sign In</Link>
              </Button>
            )}
          </div>
        </section>
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        © {new Date().getFullYear()} {PRODUCT_NAME}. Africa's Deal Network.
      </footer>
    </div>
  );
}
