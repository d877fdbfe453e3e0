import { sectorLabel } from "@domain/format";
import { useViewer } from "@web/lib/session";
import { Link } from "react-router";
import { useSimilarBusinesses } from "../api/get-similar-businesses";
import { MATCH_TEXTS as T } from "../texts";

/** "Explore similar recommendations": businesses like this one, for signed-in investors and founders who left it on. */
export function SimilarBusinesses({ businessId }: { businessId: string }) {
  const viewer = useViewer();
  const party = viewer.status === "signed-in" && (viewer.role === "investor" || viewer.role === "founder");
  const similar = useSimilarBusinesses(businessId, party);
  const items = similar.data?.items ?? [];
  if (!party || items.length === 0) return null;
  return (
    <section aria-labelledby="similar-businesses" className="mt-8 space-y-3">
      <h2 id="similar-businesses" className="text-xl font-semibold">
        {T.similarTitle}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((b) => (
          <li key={b.id}>
            <Link
              to={`/businesses/${b.id}`}
              className="block rounded-xl border bg-card p-4 text-card-foreground shadow-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="block font-semibold break-words">{b.businessName}</span>
              <span className="block text-sm text-muted-foreground">
                {[sectorLabel(b.businessType), b.incorporationCountry].filter(Boolean).join(" · ")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
