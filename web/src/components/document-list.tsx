import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { FileText } from "lucide-react";

/**
 * The documents a founder lists on the business (names only). The files themselves are shared
 * through due diligence, where each request is tracked.
 */
export function DocumentList({ documents }: { documents: string[] }) {
  if (documents.length === 0) return <p className="text-muted-foreground">{BUSINESS_MESSAGES.noDocuments}</p>;
  return (
    <ul className="divide-y rounded-lg border">
      {documents.map((name, index) => (
        <li key={index} className="flex items-center gap-3 p-3 text-sm">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 break-words">{name}</span>
        </li>
      ))}
    </ul>
  );
}
