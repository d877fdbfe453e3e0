import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { ChecklistDownload } from "@web/features/help/components/checklist-download";
import { RESOURCE_CATEGORIES, readGuideLabel, HELP_TEXTS as T } from "@web/features/help/texts";
import { BookOpen, FileCheck, LifeBuoy, MessageSquare, Rocket, Search } from "lucide-react";
import { Link } from "react-router";

const ICONS = { "getting-started": Rocket, fundraising: BookOpen, "due-diligence": FileCheck, matching: MessageSquare };

/** /resources: the spec's catalogue of categories, quick actions and a help call to action, each leading somewhere real. */
export function ResourcesPage() {
  return (
    <section className="space-y-8">
      <PageHeader title={T.resourcesTitle} description={T.resourcesDescription} />
      <section aria-labelledby="resource-categories">
        <h2 id="resource-categories" className="mb-3 text-lg font-semibold">
          {T.categoriesTitle}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {RESOURCE_CATEGORIES.map((category) => {
            const Icon = ICONS[category.id];
            return (
              <Card key={category.id} className="flex flex-col">
                <CardHeader>
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                  <CardTitle className="text-base">{category.title()}</CardTitle>
                  <CardDescription>{category.description()}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto">
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/help#${category.id}`} aria-label={readGuideLabel(category.action(), category.title())}>
                      {category.action()}
                    </Link>
                  </Button>
                </CardContent>
              </Card>
            );
          })}
        </div>
      </section>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-3 text-lg font-semibold">
          {T.quickActionsTitle}
        </h2>
        <div className="grid gap-4 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle className="text-base">{T.checklistTitle}</CardTitle>
              <CardDescription>{T.checklistDescription}</CardDescription>
            </CardHeader>
            <CardContent>
              <ChecklistDownload />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{T.explore}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              <Button asChild variant="outline">
                <Link to="/deals">
                  <Search className="size-4" aria-hidden="true" />
                  {T.browseDeals}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/investors">
                  <BookOpen className="size-4" aria-hidden="true" />
                  {T.investorDirectory}
                </Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </section>
      <section aria-labelledby="help-cta" className="rounded-xl border bg-muted/50 p-6 text-center">
        <LifeBuoy className="mx-auto mb-2 size-8 text-primary" aria-hidden="true" />
        <h2 id="help-cta" className="text-lg font-semibold">
          {T.ctaTitle}
        </h2>
        <p className="mb-4 text-muted-foreground">{T.ctaText}</p>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <Link to="/help">{T.helpCentre}</Link>
          </Button>
          <Button asChild>
            <Link to="/support">{T.contactSupport}</Link>
          </Button>
        </div>
      </section>
    </section>
  );
}
