import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { useBusinessReaction } from "@web/features/businesses/api/set-business-reaction";
import { Bookmark, BookmarkCheck, Undo2, X } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";

/** The card leaves the list: keyboard users carry on from the next card (or the one before). */
function focusAfterLeaving(event: MouseEvent<HTMLElement>) {
  const item = event.currentTarget.closest("li");
  const next = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>("a, button");
  return () => requestAnimationFrame(() => next?.focus());
}

/**
 * Save and Pass. Signed-in users keep them on the server; a visitor sees the same buttons as
 * links to sign in (with the way back), so the feature is discoverable and nothing is faked.
 * A business the viewer passed (the Passed view) offers Un-pass instead of Pass.
 */
export function BusinessReactionButtons({
  id,
  name,
  saved,
  signedIn,
  showPass = true,
  passed = false,
}: {
  id: string;
  name: string;
  saved: boolean;
  signedIn: boolean;
  showPass?: boolean;
  passed?: boolean;
}) {
  const location = useLocation();
  const reaction = useBusinessReaction();

  if (!signedIn) {
    const login = `/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
    return (
      <>
        <Button asChild variant="outline" size="sm">
          <Link to={login} aria-label={m.businesses_saveSignInLabel({ name })}>
            <Bookmark aria-hidden="true" />
            {m.businesses_save()}
          </Link>
        </Button>
        {showPass && (
          <Button asChild variant="ghost" size="sm">
            <Link to={login} aria-label={m.businesses_passSignInLabel({ name })}>
              <X aria-hidden="true" />
              {m.businesses_pass()}
            </Link>
          </Button>
        )}
      </>
    );
  }

  const busy = reaction.isPending;
  return (
    <>
      <Button
        variant={saved ? "secondary" : "outline"}
        size="sm"
        aria-pressed={saved}
        aria-label={saved ? m.businesses_savedLabel({ name }) : m.businesses_saveLabel({ name })}
        disabled={busy}
        onClick={() => reaction.mutate({ id, name, reaction: saved ? null : "saved" })}
      >
        {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {saved ? m.businesses_saved() : m.businesses_save()}
      </Button>
      {showPass && passed && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={m.businesses_unpassLabel({ name })}
          disabled={busy}
          onClick={(event) => reaction.mutate({ id, name, reaction: null, afterChange: focusAfterLeaving(event) })}
        >
          <Undo2 aria-hidden="true" />
          {m.businesses_unpass()}
        </Button>
      )}
      {showPass && !passed && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={m.businesses_passLabel({ name })}
          disabled={busy}
          onClick={(event) => reaction.mutate({ id, name, reaction: "passed", afterChange: focusAfterLeaving(event) })}
        >
          <X aria-hidden="true" />
          {m.businesses_pass()}
        </Button>
      )}
    </>
  );
}
