import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import type { TBusinessDetail, TBusinessPage } from "@domain/schemas/businesses";
import { m } from "@i18n/messages";
import { type InfiniteData, type Query, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { businessDetailKey } from "./get-business";
import { type BusinessFilters, businessListsKey } from "./get-businesses";

export type Reaction = "saved" | "passed";

/** The Passed view's lists (the filters are the key's last part, see businessesQueryOptions). */
const isPassedList = (query: Query) => (query.queryKey[3] as BusinessFilters | undefined)?.passed === true;

/** PUT saves or passes; DELETE takes the reaction back (unsave, or undo a pass). */
function setBusinessReaction(id: string, reaction: Reaction | null) {
  const path = `/api/businesses/${encodeURIComponent(id)}/reaction`;
  if (reaction === null) return apiFetch<void>(path, { method: "DELETE" });
  return apiFetch<{ reaction: Reaction }>(path, { method: "PUT", body: { reaction } });
}

type Vars = {
  id: string;
  name: string;
  reaction: Reaction | null;
  /** Runs once the lists have changed (a passed card's buttons are gone; focus moves on from there). */
  afterChange?: () => void;
};

/**
 * Save, pass or take back, kept per user on the server. The lists change at once (a passed card
 * leaves, a saved one shows as saved), then refresh from the server so totals stay true.
 */
export function useBusinessReaction() {
  const queryClient = useQueryClient();
  const undoPass = async (id: string) => {
    try {
      await setBusinessReaction(id, null);
    } catch (error) {
      toast.error(m.businesses_updateFailed(), { description: (error as Error).message });
    }
    await queryClient.invalidateQueries({ queryKey: businessListsKey });
  };
  return useMutation({
    mutationFn: async ({ id, reaction }: Vars) => {
      await setBusinessReaction(id, reaction);
    },
    onSuccess: (_data, { id, name, reaction, afterChange }) => {
      const update =
        (change: (items: TBusinessPage["items"]) => TBusinessPage["items"]) =>
        (data: InfiniteData<TBusinessPage> | undefined) =>
          data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data;
      const leave = update((items) => items.filter((b) => b.id !== id));
      const mark = update((items) => items.map((b) => (b.id === id ? { ...b, saved: reaction === "saved" } : b)));
      // Any change to a passed business (un-pass, or save, which replaces the pass) takes it out of
      // the Passed view; elsewhere a passed card leaves and a saved one shows as saved.
      queryClient.setQueriesData({ queryKey: businessListsKey, predicate: isPassedList }, leave);
      queryClient.setQueriesData(
        { queryKey: businessListsKey, predicate: (query) => !isPassedList(query) },
        reaction === "passed" ? leave : mark,
      );
      queryClient.setQueriesData<TBusinessDetail>({ queryKey: businessDetailKey }, (data) =>
        data && data.business.id === id ? { ...data, saved: reaction === "saved" } : data,
      );
      void queryClient.invalidateQueries({ queryKey: businessListsKey });
      afterChange?.();
      if (reaction === "saved") toast.success(BUSINESS_MESSAGES.saved, { description: name });
      if (reaction === "passed") {
        toast(BUSINESS_MESSAGES.passed, {
          description: name,
          // The card has left the list, so the undo runs on its own rather than through the card.
          action: { label: m.businesses_undo(), onClick: () => void undoPass(id) },
        });
      }
    },
    onError: (error) => toast.error(m.businesses_updateFailed(), { description: error.message }),
  });
}
