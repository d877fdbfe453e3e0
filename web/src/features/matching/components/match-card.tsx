import { MATCH_REASONS_SHOWN, MATCH_TAGS_SHOWN } from "@domain/constants/matching";
import type { TMatchCard } from "@domain/schemas/matching";
import { m } from "@i18n/messages";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { VerifiedBadge } from "@web/components/verified-badge";
import { Bookmark, BookmarkCheck, Check } from "lucide-react";
import { Link } from "react-router";
import { MATCH_TEXTS as T } from "../texts";
import { ScoreBadge } from "./score-badge";

/** One match: name, subtitle, score and label, up to 3 tags then "+N more", up to 3 reasons. */
export function MatchCard({
  match,
  onToggleSave,
  saving,
}: {
  match: TMatchCard;
  onToggleSave?: (match: TMatchCard) => void;
  saving?: boolean;
}) {
  const extraTags = match.tags.length - MATCH_TAGS_SHOWN;
  const headingId = `match-${match.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <h3 id={headingId} className="font-semibold leading-tight break-words">
            <Link to={match.link} className="underline-offset-4 hover:underline focus-visible:underline">
              {match.name}
            </Link>
          </h3>
          {match.subtitle && <p className="text-sm text-muted-foreground break-words">{match.subtitle}</p>}
          {match.verified && <VerifiedBadge className="mt-1" subject={match.kind} />}
        </div>
        <ScoreBadge score={match.score} label={match.label} />
      </div>

      {match.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={T.tagsLabel}>
          {match.tags.slice(0, MATCH_TAGS_SHOWN).map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
          {extraTags > 0 && (
            <li>
              <Badge variant="outline">{m.matching_moreTags({ count: extraTags })}</Badge>
            </li>
          )}
        </ul>
      )}

      {match.fired.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={T.reasonsLabel}>
          {match.fired.slice(0, MATCH_REASONS_SHOWN).map((r) => (
            <li key={r.rule} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 break-words">{r.reason}</span>
            </li>
          ))}
        </ul>
      )}

      <details className="group text-sm">
        <summary className="cursor-pointer rounded-sm font-medium text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {T.whyTitle}
        </summary>
        <div className="mt-2 space-y-3">
          <ul className="space-y-1">
            {match.fired.map((r) => (
              <li key={r.rule} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{r.reason}</span>
                <span className="shrink-0 font-semibold tabular-nums">+{r.points}</span>
              </li>
            ))}
          </ul>
          {match.raise.length > 0 && (
            <div>
              <p className="font-medium">{T.raiseTitle}</p>
              <ul className="mt-1 space-y-1 text-muted-foreground">
                {match.raise.map((r) => (
                  <li key={r.rule} className="flex justify-between gap-3">
                    <span className="min-w-0 break-words">{r.advice}</span>
                    <span className="shrink-0 tabular-nums">+{r.points}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </details>

      {onToggleSave && (
        <Button
          type="button"
          variant={match.saved ? "secondary" : "outline"}
          size="sm"
          className="mt-auto self-start"
          aria-pressed={match.saved}
          aria-label={
            match.saved ? m.matching_savedNamed({ name: match.name }) : m.matching_saveNamed({ name: match.name })
          }
          disabled={saving}
          onClick={() => onToggleSave(match)}
        >
          {match.saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          {match.saved ? T.savedButton : T.save}
        </Button>
      )}
    </article>
  );
}
