import { MATCH_LABEL_VALUES } from "@domain/constants/matching";
import { sectorLabel } from "@domain/format";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { matchLabelText, MATCH_TEXTS as T } from "../texts";

export type FilterValues = { sector: string; minScore: string; label: string };
const SCORES = ["45", "60", "75"];

/** The Filters panel: sector (from the matches), minimum score and label, applied on the server. */
export function MatchFilters({
  values,
  sectors,
  onChange,
}: {
  values: FilterValues;
  sectors: string[];
  onChange: (patch: Partial<FilterValues>) => void;
}) {
  return (
    <div id="match-filters" className="mb-4 grid gap-3 rounded-xl border p-4 sm:grid-cols-4 sm:items-end">
      <div className="space-y-1">
        <label className="text-sm font-medium" htmlFor="match-sector">
          {T.sector}
        </label>
        <NativeSelect id="match-sector" value={values.sector} onChange={(e) => onChange({ sector: e.target.value })}>
          <option value="">{T.anySector}</option>
          {sectors.map((s) => (
            <option key={s} value={s}>
              {sectorLabel(s)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <label className="text-sm font-medium" htmlFor="match-min-score">
          {T.minScore}
        </label>
        <NativeSelect
          id="match-min-score"
          value={values.minScore}
          onChange={(e) => onChange({ minScore: e.target.value })}
        >
          <option value="">{T.anyScore}</option>
          {SCORES.map((s) => (
            <option key={s} value={s}>
              {s}+
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <label className="text-sm font-medium" htmlFor="match-label">
          {T.label}
        </label>
        <NativeSelect id="match-label" value={values.label} onChange={(e) => onChange({ label: e.target.value })}>
          <option value="">{T.anyLabel}</option>
          {MATCH_LABEL_VALUES.map((l) => (
            <option key={l} value={l}>
              {matchLabelText(l)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="button" variant="ghost" onClick={() => onChange({ sector: "", minScore: "", label: "" })}>
        {T.clearFilters}
      </Button>
    </div>
  );
}
