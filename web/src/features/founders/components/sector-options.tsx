import { SECTOR_LABELS, SECTORS, type Sector } from "@domain/constants/businesses";

/**
 * The options of a sector select: a blank choice, the spec's sectors, and, when the stored value
 * is something else (older free text), that value too, so saving never silently drops it.
 */
export function SectorOptions({ current, placeholder }: { current: string | null | undefined; placeholder: string }) {
  const custom = current && !SECTORS.includes(current as Sector) ? current : null;
  return (
    <>
      <option value="">{placeholder}</option>
      {SECTORS.map((sector) => (
        <option key={sector} value={sector}>
          {SECTOR_LABELS[sector]}
        </option>
      ))}
      {custom && <option value={custom}>{custom}</option>}
    </>
  );
}
