import { MATCH_MESSAGES } from "@domain/constants/matching";
import type { TMatchCard } from "@domain/schemas/matching";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { useSaveMatch } from "../api/save-match";
import { MATCH_TEXTS as T } from "../texts";
import { MatchCard } from "./match-card";

/** A grid of match cards with Save / Saved on each. */
export function MatchGrid({ matches }: { matches: TMatchCard[] }) {
  const save = useSaveMatch();
  const toggle = (match: TMatchCard) =>
    save.mutate(
      { id: match.id, save: !match.saved },
      {
        onSuccess: () => toast.success(match.saved ? MATCH_MESSAGES.matchRemoved : MATCH_MESSAGES.matchSaved),
        onError: (error) => toast.error(errorMessageOf(error, T.genericError)),
      },
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {matches.map((m) => (
        <li key={m.id} className="flex">
          <div className="flex w-full">
            <MatchCard match={m} onToggleSave={toggle} saving={save.isPending && save.variables?.id === m.id} />
          </div>
        </li>
      ))}
    </ul>
  );
}
