import { JURISDICTION_LABELS, JURISDICTIONS, type Jurisdiction } from "@domain/due-diligence/documents-constants";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { HELP_TEXTS as T } from "@web/features/help/texts";
import { toast } from "@web/lib/toast";
import { Download } from "lucide-react";
import { useState } from "react";

/** Picks a jurisdiction and downloads its checklist, generated from the document room's catalogue (loaded on press). */
export function ChecklistDownload() {
  const [jurisdiction, setJurisdiction] = useState<Jurisdiction>("GENERAL");
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { checklistFileName, dueDiligenceChecklist } = await import("@web/features/help/checklist");
      const blob = new Blob([dueDiligenceChecklist(jurisdiction)], { type: "text/markdown;charset=utf-8" });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = checklistFileName(jurisdiction);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      toast.error(T.error, { description: T.checklistError });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor="checklist-jurisdiction" className="text-sm font-medium">
          {T.checklistJurisdiction}
        </label>
        <NativeSelect
          id="checklist-jurisdiction"
          value={jurisdiction}
          onChange={(e) => setJurisdiction(e.target.value as Jurisdiction)}
        >
          {JURISDICTIONS.map((j) => (
            <option key={j} value={j}>
              {JURISDICTION_LABELS[j]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button onClick={download} disabled={busy}>
        <Download className="size-4" aria-hidden="true" />
        {T.checklistDownload}
      </Button>
    </div>
  );
}
