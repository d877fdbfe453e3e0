import { Lightbulb } from "lucide-react";
import { MATCH_TEXTS as T } from "../texts";

/** Up to 3 improvement recommendations (the server sends at most 3, or the fallback alone). */
export function Recommendations({ items }: { items: Array<{ id: string; text: string }> }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="match-recommendations" className="mb-6 rounded-xl border bg-muted/40 p-4">
      <h2 id="match-recommendations" className="mb-2 flex items-center gap-2 font-semibold">
        <Lightbulb className="size-4 text-primary" aria-hidden="true" />
        {T.recommendationsTitle}
      </h2>
      <ul className="list-disc space-y-1 pl-6 text-sm">
        {items.map((r) => (
          <li key={r.id}>{r.text}</li>
        ))}
      </ul>
    </section>
  );
}
