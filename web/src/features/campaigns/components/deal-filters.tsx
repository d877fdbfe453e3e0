import { BUSINESS_STAGE_LABELS, BUSINESS_STAGES } from "@domain/constants";
import { sectorLabel } from "@domain/format";
import { NativeSelect } from "../../../components/ui/native-select";

type Values = { sector: string; stage: string };

/** Sector (from the business types of active campaigns) and the business's stage, both applied on the server. */
export function DealFilters({
  sectors,
  values,
  onChange,
}: {
  sectors: string[];
  values: Values;
  onChange: (patch: Partial<Values>) => void;
}) {
  const sectorOptions = values.sector && !sectors.includes(values.sector) ? [values.sector, ...sectors] : sectors;
  return (
    <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
      <label className="sr-only" htmlFor="deal-sector">
        Sector
      </label>
      <NativeSelect id="deal-sector" value={values.sector} onChange={(e) => onChange({ sector: e.target.value })}>
        <option value="">All sectors</option>
        {sectorOptions.map((s) => (
          <option key={s} value={s}>
            {sectorLabel(s)}
          </option>
        ))}
      </NativeSelect>
      <label className="sr-only" htmlFor="deal-stage">
        Stage
      </label>
      <NativeSelect id="deal-stage" value={values.stage} onChange={(e) => onChange({ stage: e.target.value })}>
        <option value="">All stages</option>
        {BUSINESS_STAGES.map((s) => (
          <option key={s} value={s}>
            {BUSINESS_STAGE_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
