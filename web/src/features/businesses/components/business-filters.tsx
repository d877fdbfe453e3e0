import { AMOUNT_RANGES, type AmountRange, BUSINESS_STAGE_LABELS, BUSINESS_STAGES } from "@domain/constants";
import { sectorLabel } from "@domain/format";
import { NativeSelect } from "../../../components/ui/native-select";

type FilterValues = { sector: string; stage: string; amount: string };

/** Sector (from the catalogue's own business types), stage and amount: each really filters, on the server. */
export function BusinessFilters({
  sectors,
  values,
  onChange,
}: {
  sectors: string[];
  values: FilterValues;
  onChange: (patch: Partial<FilterValues>) => void;
}) {
  // A sector from a shared link stays selectable even before the list of sectors has loaded.
  const sectorOptions = values.sector && !sectors.includes(values.sector) ? [values.sector, ...sectors] : sectors;
  return (
    <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3 sm:w-auto">
      <label className="sr-only" htmlFor="business-sector">
        Sector
      </label>
      <NativeSelect id="business-sector" value={values.sector} onChange={(e) => onChange({ sector: e.target.value })}>
        <option value="">All sectors</option>
        {sectorOptions.map((s) => (
          <option key={s} value={s}>
            {sectorLabel(s)}
          </option>
        ))}
      </NativeSelect>
      <label className="sr-only" htmlFor="business-stage">
        Stage
      </label>
      <NativeSelect id="business-stage" value={values.stage} onChange={(e) => onChange({ stage: e.target.value })}>
        <option value="">All stages</option>
        {BUSINESS_STAGES.map((s) => (
          <option key={s} value={s}>
            {BUSINESS_STAGE_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      <label className="sr-only" htmlFor="business-amount">
        Amount
      </label>
      <NativeSelect id="business-amount" value={values.amount} onChange={(e) => onChange({ amount: e.target.value })}>
        <option value="">Any amount</option>
        {(Object.keys(AMOUNT_RANGES) as AmountRange[]).map((key) => (
          <option key={key} value={key}>
            {AMOUNT_RANGES[key].label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
