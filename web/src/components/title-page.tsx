import { m } from "@i18n/messages";
import { PageHeader } from "./page-header";

/** A screen whose area is built by a later piece of work: its title, and a plain word that it is on its way. */
export function TitlePage({ title }: { title: string }) {
  return (
    <section>
      <PageHeader title={title} />
      <p className="text-muted-foreground">{m.ui_beingBuilt()}</p>
    </section>
  );
}
