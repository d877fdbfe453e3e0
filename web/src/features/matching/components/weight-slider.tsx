import { MATCH_WEIGHT_MAX, MATCH_WEIGHT_MIN, MATCH_WEIGHT_STEP } from "@domain/constants/matching";

/** One weight: a labelled range 0-100 in steps of 5, with its value and what it scales. */
export function WeightSlider({
  id,
  label,
  help,
  value,
  onChange,
}: {
  id: string;
  label: string;
  help: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="font-semibold tabular-nums">
          {value}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={MATCH_WEIGHT_MIN}
        max={MATCH_WEIGHT_MAX}
        step={MATCH_WEIGHT_STEP}
        value={value}
        aria-describedby={`${id}-help`}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-2 w-full cursor-pointer accent-primary"
      />
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        {help}
      </p>
    </div>
  );
}
