import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { HELP_SECTIONS, HELP_TEXTS as T } from "@web/features/help/texts";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";

/** /help: the guide, one section per resource category (the /resources cards link to #their-id). */
export function HelpPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={T.helpTitle} description={T.helpDescription} />
      <nav aria-label={T.topicsLabel} className="flex flex-wrap gap-2">
        {HELP_SECTIONS.map((section) => (
          <Button key={section.id} asChild variant="outline" size="sm">
            <a href={`#${section.id}`}>{section.title()}</a>
          </Button>
        ))}
      </nav>
      {HELP_SECTIONS.map((section) => (
        <Card key={section.id} id={section.id} className="scroll-mt-20">
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">{section.title()}</h2>
          </CardHeader>
          <CardContent className="space-y-2">
            {section.items.map(([question, answer]) => (
              <details key={question()} className="group rounded-lg border p-3">
                <summary className="cursor-pointer font-medium">{question()}</summary>
                <p className="mt-2 text-muted-foreground">{answer()}</p>
              </details>
            ))}
          </CardContent>
        </Card>
      ))}
      <p className="text-center text-muted-foreground">
        {T.ctaText}{" "}
        <Link to="/support" className="font-medium text-primary underline underline-offset-4">
          {T.contactSupport}
        </Link>
      </p>
    </section>
  );
}
