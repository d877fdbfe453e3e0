import { perLocale } from "@domain/format";
import { m } from "@i18n/messages";
import { DASHBOARD_TEXTS as T } from "@web/features/admin/texts";
import { useId } from "react";

type Day = { date: string; count: number };

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 4;

const dayFormat = perLocale((l) => new Intl.DateTimeFormat(l, { month: "short", day: "numeric", timeZone: "UTC" }));
const dayLabel = (date: string) => dayFormat().format(new Date(`${date}T00:00:00Z`));

/**
 * Sign-ups per day as a bar chart drawn in SVG (decision 012: no chart library for one chart).
 * Screen readers get a summary and the figures as a table; each bar names its day on hover.
 */
export function SignUpsChart({ title, days }: { title: string; days: Day[] }) {
  const id = useId();
  const busiest = Math.max(0, ...days.map((d) => d.count));
  const max = Math.max(1, busiest);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const barWidth = days.length > 0 ? WIDTH / days.length - GAP : 0;
  const first = days[0];
  const last = days.at(-1);
  const summary = m.admin_chartSummary({ total, days: days.length, busiest });
  return (
    <figure aria-labelledby={`${id}-title`} className="space-y-2">
      <figcaption id={`${id}-title`} className="font-medium">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-40 w-full text-primary"
        preserveAspectRatio="none"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-border" strokeWidth="1" />
        {days.map((day, i) => {
          const h = (day.count / max) * (HEIGHT - 8);
          return (
            <rect
              key={day.date}
              x={i * (barWidth + GAP) + GAP / 2}
              y={HEIGHT - h}
              width={barWidth}
              height={Math.max(h, day.count > 0 ? 2 : 0)}
              rx="2"
              fill="currentColor"
            >
              <title>{m.admin_chartBar({ day: dayLabel(day.date), count: day.count })}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{dayLabel(first.date)}</span>
          <span>{m.admin_mostInADay({ busiest })}</span>
          <span>{dayLabel(last.date)}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{T.dayColumn}</th>
            <th scope="col">{T.signUpsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{dayLabel(day.date)}</td>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
