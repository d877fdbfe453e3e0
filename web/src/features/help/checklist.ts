import {
  type CatalogueItem,
  catalogueFor,
  DOCUMENT_GROUP_LABELS,
  DOCUMENT_GROUPS,
} from "@domain/due-diligence/documents";
import { COUNTRY_ALIASES, JURISDICTION_LABELS, type Jurisdiction } from "@domain/due-diligence/documents-constants";
import { STAGE_ORDER, STATUS_LABELS } from "@domain/due-diligence/stages";
import { CHECKLIST_FILE_TEXTS as T } from "@web/features/help/texts";

// /resources' downloadable checklist: the document room's catalogue for one jurisdiction, as a
// Markdown file a founder can prepare from (the same names and unlock stages the app enforces).

/** A country name the catalogue files under `jurisdiction` (GENERAL: none). */
function countryOf(jurisdiction: Jurisdiction): string | null {
  if (jurisdiction === "GENERAL") return null;
  return Object.keys(COUNTRY_ALIASES).find((name) => COUNTRY_ALIASES[name] === jurisdiction) ?? null;
}

export function checklistFileName(jurisdiction: Jurisdiction): string {
  return T.fileName(jurisdiction);
}

export function dueDiligenceChecklist(jurisdiction: Jurisdiction): string {
  const items = catalogueFor(countryOf(jurisdiction));
  const line = (item: CatalogueItem) => T.item(item.name, item.issuer, STATUS_LABELS[item.unlocksAt]);
  const sections = DOCUMENT_GROUPS.map((group) => {
    const inGroup = items
      .filter((item) => item.group === group)
      .sort((a, b) => STAGE_ORDER[a.unlocksAt] - STAGE_ORDER[b.unlocksAt]);
    return inGroup.length > 0 ? [`## ${DOCUMENT_GROUP_LABELS[group]}`, "", ...inGroup.map(line), ""].join("\n") : "";
  }).filter(Boolean);
  return [T.heading(), "", T.jurisdiction(JURISDICTION_LABELS[jurisdiction]), "", T.intro(), "", ...sections].join(
    "\n",
  );
}
