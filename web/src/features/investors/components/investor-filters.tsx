import { SECTOR_LABELS, SECTORS } from "@domain/constants/businesses";
import { INVESTOR_TYPE_LABELS, INVESTOR_TYPES } from "@domain/constants/investors";
import { m } from "@i18n/messages";
import { NativeSelect } from "@web/components/ui/native-select";

type FilterValues = { type: string; sector: string };

/** Investor type and sector, both applied on the server. */
export function InvestorFilters({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange: (patch: Partial<FilterValues>) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:w-auto">
      <label className="sr-only" htmlFor="investor-type">
        {m.investors_investorType()}
      </label>
      <NativeSelect id="investor-type" value={values.type} onChange={(e) => onChange({ type: e.target.value })}>
        <option value="">{m.investors_allInvestorTypes()}</option>
        {INVESTOR_TYPES.map((t) => (
          <option key={t} value={t}>
            {INVESTOR_TYPE_LABELS[t]}
          </option>
        ))}
      </NativeSelect>
      <label className="sr-only" htmlFor="investor-sector">
        {m.investors_sector()}
      </label>
      <NativeSelect id="investor-sector" value={values.sector} onChange={(e) => onChange({ sector: e.target.value })}>
        <option value="">{m.investors_allSectors()}</option>
        {SECTORS.map((s) => (
          <option key={s} value={s}>
            {SECTOR_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
