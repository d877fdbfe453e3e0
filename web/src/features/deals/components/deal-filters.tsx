import { SectorFilter, StageFilter } from "@web/components/catalogue-filters";

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
  return (
    <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
      <SectorFilter
        id="deal-sector"
        sectors={sectors}
        value={values.sector}
        onChange={(sector) => onChange({ sector })}
      />
      <StageFilter id="deal-stage" value={values.stage} onChange={(stage) => onChange({ stage })} />
    </div>
  );
}
