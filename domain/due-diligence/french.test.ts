import { setLocale } from "@i18n/runtime";
import { afterEach, describe, expect, it } from "vitest";
import { communicationText, nextStepText, RECORDED } from "./communication";
import { DECLINE_REASON_LABELS, DUE_DILIGENCE_MESSAGES, MEETING_STATUS_LABELS } from "./constants";
import { catalogueFor, catalogueItem, documentNameText } from "./documents";
import { DOCUMENT_MESSAGES, DOCUMENT_STATUS_LABELS, JURISDICTION_LABELS } from "./documents-constants";
import { formatZonedDateTime } from "./meetings";
import { ZMeetingCreateSchema } from "./meetings-schemas";
import { NEXT_STEP_TEXT, REFUSAL_MESSAGES } from "./process";
import { STATUS_LABELS } from "./stages";

// Due diligence in French (decision 019): the same tables read in the reader's language, official
// document names kept in the registry's language, and what a process records (in English) read
// back in French.

afterEach(() => setLocale("en", { reload: false }));
const inFrench = () => setLocale("fr", { reload: false });

describe("due diligence in French", () => {
  it("names stages, statuses, reasons and refusals in French, and in English again after", () => {
    inFrench();
    expect(STATUS_LABELS.pitch_deck_review).toBe("Examen du pitch deck");
    expect(STATUS_LABELS.term_sheet).toBe("Négociation de la term sheet");
    expect(MEETING_STATUS_LABELS.pending_approval).toBe("En attente d’approbation");
    expect(DECLINE_REASON_LABELS.too_early).toBe("Trop tôt");
    expect(DOCUMENT_STATUS_LABELS.viewed).toBe("Consulté");
    expect(REFUSAL_MESSAGES.meeting_needed).toBe("Une réunion de cette due diligence doit d’abord être terminée");
    expect(DUE_DILIGENCE_MESSAGES.accountSuspended).toBe("Ce compte est suspendu");
    expect(DOCUMENT_MESSAGES.requestSentText(1)).toBe("1 document demandé au fondateur");
    expect(DOCUMENT_MESSAGES.requestSentText(3)).toBe("3 documents demandés au fondateur");
    expect(DOCUMENT_MESSAGES.locked("États financiers", STATUS_LABELS.pitch_deck_review)).toBe(
      "États financiers peut être demandé à partir de l’étape Examen du pitch deck",
    );
    setLocale("en", { reload: false });
    expect(STATUS_LABELS.pitch_deck_review).toBe("Pitch Deck Review");
    expect(DOCUMENT_MESSAGES.requestSentText(1)).toBe("Requested 1 document from the founder");
  });

  it("keeps official names in the registry's language, with a French gloss, and French registries' as they are", () => {
    inFrench();
    expect(JURISDICTION_LABELS.OHADA).toBe("État membre de l’OHADA (RCCM)");
    expect(catalogueItem("Nigeria", "certificate_of_incorporation")?.name).toBe(
      "Certificate of Incorporation (certificat de constitution)",
    );
    expect(catalogueItem("Kenya", "registry_status_report")?.name).toBe("Form CR12 (administrateurs et actionnaires)");
    expect(catalogueItem("Kenya", "tax_clearance")?.issuer).toBe("Kenya Revenue Authority (KRA)");
    expect(catalogueItem("South Africa", "bbbee_certificate")?.issuer).toBe(
      "Agence accréditée par le SANAS ou Commissioner of Oaths",
    );
    expect(catalogueItem("Sénégal", "commercial_register_extract")?.name).toBe(
      "Extrait RCCM (Registre du Commerce et du Crédit Mobilier)",
    );
    expect(catalogueItem("Senegal", "constitution")?.name).toBe("Statuts");
    expect(catalogueItem("Kenya", "cap_table")?.name).toBe("Table de capitalisation");
    // What a document row records stays English, whatever the reader's language.
    expect(catalogueItem("Kenya", "cap_table")?.storedName).toBe("Cap Table");
    setLocale("en", { reload: false });
    expect(catalogueItem("Senegal", "constitution")?.name).toBe("Statuts (articles of association)");
  });

  it("gives every catalogue entry a name in both languages, and records the English one", () => {
    const countries = ["Nigeria", "Kenya", "South Africa", "Ghana", "Egypt", "Togo", "Peru"];
    const english = countries.flatMap((country) => catalogueFor(country).map((item) => item.name));
    inFrench();
    const french = countries.flatMap((country) => catalogueFor(country));
    expect(french.map((item) => item.storedName)).toEqual(english);
    for (const item of french) expect(item.name.trim(), item.key).not.toBe("");
    expect(french.filter((item, i) => item.name !== english[i]).length).toBeGreaterThan(english.length / 2);
  });

  it("reads what the process recorded (in English) in French; other texts as written", () => {
    inFrench();
    expect(communicationText(RECORDED.initiated())).toBe("Due diligence lancée");
    expect(communicationText(RECORDED.movedTo("follow_up_q&a"))).toBe("Passage à l’étape Questions-réponses de suivi");
    expect(communicationText(RECORDED.declined("too_early", "Come back (later); thanks"))).toBe(
      "Due diligence déclinée\u00a0: Trop tôt (Come back (later); thanks)",
    );
    expect(communicationText(RECORDED.declined("terms", null))).toBe("Due diligence déclinée\u00a0: Conditions");
    expect(communicationText(RECORDED.documentsRequested(2))).toBe("2 documents demandés au fondateur");
    expect(communicationText(RECORDED.documentShared("Certificate of Incorporation"))).toBe(
      "Document partagé\u00a0: Certificate of Incorporation (certificat de constitution)",
    );
    expect(communicationText("Document shared: board-minutes.pdf")).toBe("Document partagé\u00a0: board-minutes.pdf");
    expect(communicationText("Requested the cap table")).toBe("Requested the cap table");
    expect(nextStepText(NEXT_STEP_TEXT.closing)).toBe("L’investisseur approuve le deal pour terminer la due diligence");
    expect(nextStepText("Call the founder")).toBe("Call the founder");
    expect(documentNameText("Cap Table")).toBe("Table de capitalisation");
  });

  it("records in English whatever the writer's language, exactly as before French existed", () => {
    inFrench();
    expect(RECORDED.movedTo("q&a_scheduled")).toBe("Moved to Q&A Scheduled");
    expect(RECORDED.declined("not_a_fit_now", "Too small")).toBe("Due diligence declined: Not a fit now (Too small)");
    expect(RECORDED.documentsRequested(1)).toBe("Requested 1 document from the founder");
    expect(NEXT_STEP_TEXT.initial_contact).toBe("Review pitch deck and request financial documents");
    setLocale("en", { reload: false });
    expect(communicationText(RECORDED.movedTo("closing"))).toBe("Moved to Closing");
  });

  it("says a meeting's time and the form's problems in French", () => {
    inFrench();
    expect(formatZonedDateTime(new Date("2026-11-24T13:30:00Z"), "Africa/Lagos")).toBe(
      "24 nov. 2026, 14:30 (Africa/Lagos)",
    );
    expect(formatZonedDateTime(new Date("2026-11-24T13:30:00Z"), "Africa/Lagos", "en")).toBe(
      "Nov 24, 2026, 2:30 PM (Africa/Lagos)",
    );
    const result = ZMeetingCreateSchema.safeParse({
      title: "",
      date: "2099-01-01",
      time: "",
      timeZone: "Africa/Lagos",
      meetingLink: "https://meet.example.com/x",
      durationMinutes: 20,
    });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Le titre est requis",
        "L’heure est requise",
        "La durée doit être comprise entre 15 et 240 minutes, par tranches de 15",
      ]),
    );
  });
});
