import { m } from "@i18n/messages";
import { DECLINE_REASON_MESSAGES, DECLINE_REASONS, type DeclineReason } from "./constants";
import { documentNameText } from "./documents";
import { NEXT_STEP_MESSAGES, NEXT_STEP_TEXT } from "./process";
import { DUE_DILIGENCE_STATUSES, type DueDiligenceStatus, STATUS_LABEL_MESSAGES, STATUS_LABELS } from "./stages";
import { inEnglish, type Message } from "./texts";

// What a process records as its Last Communication and Next Step. The server writes them in
// English whatever the writer's language (rows written before French existed read the same), and
// answers them in each reader's language: these readers recognise the texts the workflow writes
// and say them again in the reader's language; any other text (a note, sample data) is shown as
// it was written. Server only: a browser bundle carries one language, not the English to match.

const EN = { locale: "en" } as const;

/** The Last Communications the workflow records, in English (its Next Steps are NEXT_STEP_TEXT). */
export const RECORDED = {
  initiated: () => inEnglish(m.domain_ddCommInitiated),
  restarted: () => inEnglish(m.domain_ddCommRestarted),
  approved: () => inEnglish(m.domain_ddCommApproved),
  movedTo: (status: DueDiligenceStatus) =>
    m.domain_ddCommMovedTo({ stage: inEnglish(STATUS_LABEL_MESSAGES[status]) }, EN),
  declined: (reason: DeclineReason, note: string | null) => {
    const label = inEnglish(DECLINE_REASON_MESSAGES[reason]);
    return note
      ? m.domain_ddCommDeclinedWithNote({ reason: label, note }, EN)
      : m.domain_ddCommDeclined({ reason: label }, EN);
  },
  documentsRequested: (count: number) => m.domain_ddCommDocumentsRequested({ count }, EN),
  documentShared: (name: string) => m.domain_ddCommDocumentShared({ name }, EN),
};

/** Where a template's one parameter goes: the text around it is matched, what lies between is the value. */
const SLOT = "\u0000";

function slotOf(template: string, text: string): string | null {
  const [before = "", after = ""] = template.split(SLOT);
  if (text.length < before.length + after.length || !text.startsWith(before) || !text.endsWith(after)) return null;
  return text.slice(before.length, text.length - after.length);
}

type Reader = (stored: string) => string | null;

const fixed =
  (message: Message): Reader =>
  (stored) =>
    stored === inEnglish(message) ? message() : null;

const movedTo: Reader = (stored) => {
  const status = DUE_DILIGENCE_STATUSES.find((s) => stored === RECORDED.movedTo(s));
  return status ? m.domain_ddCommMovedTo({ stage: STATUS_LABELS[status] }) : null;
};

const declined: Reader = (stored) => {
  for (const reason of DECLINE_REASONS) {
    const label = () => DECLINE_REASON_MESSAGES[reason]();
    if (stored === RECORDED.declined(reason, null)) return m.domain_ddCommDeclined({ reason: label() });
    const note = slotOf(RECORDED.declined(reason, SLOT), stored);
    if (note) return m.domain_ddCommDeclinedWithNote({ reason: label(), note });
  }
  return null;
};

const documentsRequested: Reader = (stored) => {
  const count = Number(stored.match(/\d+/)?.[0]);
  return Number.isInteger(count) && stored === RECORDED.documentsRequested(count)
    ? m.domain_ddCommDocumentsRequested({ count })
    : null;
};

const documentShared: Reader = (stored) => {
  const name = slotOf(RECORDED.documentShared(SLOT), stored);
  return name ? m.domain_ddCommDocumentShared({ name: documentNameText(name) }) : null;
};

const READERS: Reader[] = [
  fixed(m.domain_ddCommInitiated),
  fixed(m.domain_ddCommRestarted),
  fixed(m.domain_ddCommApproved),
  movedTo,
  declined,
  documentsRequested,
  documentShared,
];

/** A recorded Last Communication in the reader's language (as written when it is not the workflow's own). */
export function communicationText(stored: string): string {
  for (const read of READERS) {
    const text = read(stored);
    if (text !== null) return text;
  }
  return stored;
}

/** A recorded Next Step in the reader's language (as written when it is not the workflow's own). */
export function nextStepText(stored: string | null): string | null {
  if (stored === null) return null;
  const status = DUE_DILIGENCE_STATUSES.find((s) => stored === NEXT_STEP_TEXT[s]);
  return status ? NEXT_STEP_MESSAGES[status]() : stored;
}
