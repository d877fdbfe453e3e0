import { DOCUMENT_GROUP_LABELS, DOCUMENT_GROUPS } from "@domain/due-diligence/documents";
import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { TProcessDocuments } from "@domain/due-diligence/documents-schemas";
import { STATUS_LABELS } from "@domain/due-diligence/stages";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { useRequestDocuments } from "@web/features/due-diligence/api/request-documents";
import { DOC_TEXTS as T } from "@web/features/due-diligence/components/document-texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { Lock } from "lucide-react";
import { useState } from "react";

/** Request Additional Documents (investor): the business's catalogue, locked items shown with their stage. Loaded when pressed. */
export function DocumentRequestDialog({
  processId,
  room,
  onClose,
}: {
  processId: string;
  room: TProcessDocuments;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const request = useRequestDocuments(processId);

  const toggle = (key: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) {
      toast.error(M.noneSelectedTitle, { description: M.noneSelectedText });
      return;
    }
    try {
      const answer = await request.mutateAsync([...chosen]);
      toast.success(M.requestSentTitle, { description: M.requestSentText(answer.created) });
      onClose();
    } catch (error) {
      toast.error(M.errorSending, { description: errorMessageOf(error, M.failedSending) });
    }
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{M.requestTitle}</DialogTitle>
            <DialogDescription>{T.requestDescription(room.jurisdictionLabel)}</DialogDescription>
          </DialogHeader>
          {DOCUMENT_GROUPS.map((group) => {
            const items = room.catalogue.filter((item) => item.group === group);
            if (items.length === 0) return null;
            return (
              <fieldset key={group} className="space-y-1.5">
                <legend className="mb-1 text-sm font-medium">{DOCUMENT_GROUP_LABELS[group]}</legend>
                {items.map((item) => {
                  const disabled = !item.unlocked || item.pending;
                  const note = !item.unlocked
                    ? T.unlocksAt(STATUS_LABELS[item.unlocksAt])
                    : item.pending
                      ? T.alreadyRequested
                      : item.issuer;
                  return (
                    <label
                      key={item.key}
                      className={`flex items-start gap-2 rounded-md p-1.5 text-sm ${disabled ? "text-muted-foreground" : "hover:bg-muted/60"}`}
                    >
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 shrink-0 accent-primary"
                        checked={chosen.has(item.key)}
                        disabled={disabled}
                        onChange={() => toggle(item.key)}
                      />
                      <span className="min-w-0">
                        <span className="block break-words">{item.name}</span>
                        {note && (
                          <span className="flex items-center gap-1 text-xs text-muted-foreground">
                            {!item.unlocked && <Lock className="size-3" aria-hidden="true" />}
                            {note}
                          </span>
                        )}
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            );
          })}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {T.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={request.isPending}>
              {T.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
