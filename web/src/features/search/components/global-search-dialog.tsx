import { m } from "@i18n/messages";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { SearchCombobox, searchLabel } from "@web/features/search/components/global-search";
import { type ReactElement, useState } from "react";

/**
 * Phones: the top bar's search icon opens the same search in a dialog. The top bar loads this
 * file on first use (the Radix dialog is most of its code), so it opens at once.
 */
export function GlobalSearchDialog({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="top-4 translate-y-0 p-4 pt-12" closeLabel={m.search_close()}>
        <DialogTitle className="sr-only">{searchLabel()}</DialogTitle>
        <DialogDescription className="sr-only">{m.search_dialogDescription()}</DialogDescription>
        <search>
          <SearchCombobox inline onNavigate={() => setOpen(false)} />
        </search>
      </DialogContent>
    </Dialog>
  );
}
