import { BUSINESS_STAGE_LABELS, BUSINESS_STAGES } from "@domain/constants/businesses";
import { sectorLabel } from "@domain/format";
import { m } from "@i18n/messages";
import { NativeSelect } from "@web/components/ui/native-select";

// The sector and stage selects that /businesses and /deals share; each page adds its own extras.

type FilterSelectProps = { id: string; value: string; onChange: (value: string) => void };

/** Sectors come from the data on the page; one from a shared link stays selectable before they load. */
export function SectorFilter({ id, value, onChange, sectors }: FilterSelectProps & { sectors: string[] }) {
  const options = value && !sectors.includes(value) ? [value, ...sectors] : sectors;
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {m.ui_sector()}
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{m.ui_allSectors()}</option>
        {options.map((s) => (
          <option key={s} value={s}>
            {sectorLabel(s)}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}

export function StageFilter({ id, value, onChange }: FilterSelectProps) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {m.ui_stage()}
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{m.ui_allStages()}</option>
        {BUSINESS_STAGES.map((s) => (
          <option key={s} value={s}>
            {BUSINESS_STAGE_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
