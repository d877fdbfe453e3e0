import { AMOUNT_RANGES, type AmountRange } from "@domain/constants/businesses";
import { m } from "@i18n/messages";
import { SectorFilter, StageFilter } from "@web/components/catalogue-filters";
import { NativeSelect } from "@web/components/ui/native-select";

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
  return (
    <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3 sm:w-auto">
      <SectorFilter
        id="business-sector"
        sectors={sectors}
        value={values.sector}
        onChange={(sector) => onChange({ sector })}
      />
      <StageFilter id="business-stage" value={values.stage} onChange={(stage) => onChange({ stage })} />
      <label className="sr-only" htmlFor="business-amount">
        {m.businesses_amountLabel()}
      </label>
      <NativeSelect id="business-amount" value={values.amount} onChange={(e) => onChange({ amount: e.target.value })}>
        <option value="">{m.businesses_anyAmount()}</option>
        {(Object.keys(AMOUNT_RANGES) as AmountRange[]).map((key) => (
          <option key={key} value={key}>
            {AMOUNT_RANGES[key].label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
