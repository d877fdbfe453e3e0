import type { TLibraryRecipient } from "@domain/due-diligence/analytics-schemas";
import type { TDocumentOpens } from "@domain/due-diligence/documents-schemas";
import { formatDocDateTime, DOC_TEXTS as T } from "@web/features/due-diligence/components/document-texts";
import { Users } from "lucide-react";
import type { ReactNode } from "react";

// Who a library document went to and how each investor read it (issue 21). Each investor is a row
// of label and value pairs in a grid: the opens, and whether they accepted the NDA.

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDocDateTime(iso)}</time> : T.neverOpened);

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

function Opens({ opens }: { opens: TDocumentOpens }) {
  return (
    <>
      <Pair label={T.opens}>{opens.count}</Pair>
      <Pair label={T.firstOpened}>{when(opens.firstOpenedAt)}</Pair>
      <Pair label={T.lastOpenedLabel}>{when(opens.lastOpenedAt)}</Pair>
    </>
  );
}

/** Under a library file: "Shared with 2 investors", opening to each investor's opens. */
export function LibraryRecipients({ recipients }: { recipients: TLibraryRecipient[] | undefined }) {
  if (!recipients) return null;
  if (recipients.length === 0) return <p className="text-xs text-muted-foreground">{T.notShared}</p>;
  return (
    <details className="w-full text-xs">
      <summary className="cursor-pointer text-muted-foreground">
        <Users className="mr-1 inline size-3.5" aria-hidden="true" />
        {T.sharedWith(recipients.length)}
      </summary>
      <ul className="mt-1 space-y-2 pl-5">
        {recipients.map((r) => (
          <li key={r.documentId} className="space-y-1">
            <p className="font-medium break-words">{r.investorName}</p>
            <dl className="grid grid-cols-3 gap-x-3 gap-y-1 sm:grid-cols-4">
              <Opens opens={r.opens} />
              <Pair label={T.ndaAccepted}>
                {r.ndaAcceptedAt ? (
                  <time dateTime={r.ndaAcceptedAt}>{formatDocDateTime(r.ndaAcceptedAt)}</time>
                ) : (
                  T.ndaNotAccepted
                )}
              </Pair>
            </dl>
          </li>
        ))}
      </ul>
    </details>
  );
}
