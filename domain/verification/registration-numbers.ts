import { m } from "@i18n/messages";
import type { Jurisdiction } from "../due-diligence/documents-constants";

// A business's registry number, checked by its shape in the registry of its incorporation
// country (the jurisdictions of the document room: domain/due-diligence/documents.ts). A shape
// check catches typing slips and numbers from the wrong country; the admin who reads the
// certificate is the one who checks that the number is real. Pure: the form and the server ask the
// same questions. Each format says where it comes from, and says so plainly when no registry
// publishes a specification and the shape is the one printed on certificates and registry searches.

export type RegistrationFormat = {
  /** What the registry calls the number (the field's label), in the reader's language. */
  readonly label: string;
  /** A number of the right shape (the field's placeholder, and the example in the error). */
  example: string;
  /** True for a number in this format, once normalised (normaliseRegistrationNumber). */
  test: (normalised: string) => boolean;
};

/** Longest number kept, whatever the format. */
export const REGISTRATION_NUMBER_MAX = 60;

/** Separators founders type between the parts of a number. */
const SEP = "[ ./-]";

const FORMATS: Record<Jurisdiction, RegistrationFormat> = {
  // Nigeria, Corporate Affairs Commission (CAC). Companies carry "RC" and a serial, business names
  // "BN", incorporated trustees "IT", limited (liability) partnerships "LP" / "LLP", as the CAC's
  // certificates and its public search (search.cac.gov.ng) print them. The CAC publishes no
  // specification of the serial: this is the common published shape (prefix, up to 8 digits).
  NG: {
    get label() {
      return m.domain_registrationLabelNg();
    },
    example: "RC 1234567",
    test: (n) => new RegExp(`^(RC|BN|IT|LP|LLP)${SEP}?[0-9]{1,8}$`).test(n),
  },
  // Kenya, Business Registration Service (BRS). Since registration moved to eCitizen, numbers are a
  // type prefix and a code of letters and digits (PVT-…, PLC-…, CLG-…, LLP-…, BN-…); older companies
  // keep "C.123456" (Companies Act, Cap. 486) or "CPR/2012/123456". Common published shape, read off
  // BRS certificates and searches; the BRS publishes no specification of the code.
  KE: {
    get label() {
      return m.domain_registrationLabelKe();
    },
    example: "PVT-AB1C2D3",
    test: (n) =>
      new RegExp(`^(PVT|PLC|CLG|LLP|BN)${SEP}[A-Z0-9]{6,10}$`).test(n) ||
      /^C[ .]?[0-9]{1,7}$/.test(n) ||
      /^(CPR|BN)\/(19|20)[0-9]{2}\/[0-9]{1,7}$/.test(n),
  },
  // South Africa, Companies and Intellectual Property Commission (CIPC). Official: Government
  // Gazette, Notice 1762 under the Companies Act 61 of 1973 ("New numbers", from 1 January 2000):
  // YYYY/NNNNNN/NN, the year of incorporation, a six-digit serial and a two-digit entity type
  // (07 private company). Close corporations' numbers are written with a "CK" in front.
  ZA: {
    get label() {
      return m.domain_registrationLabelZa();
    },
    example: "2015/123456/07",
    test: (n) => /^(CK ?)?(19|20)[0-9]{2}\/[0-9]{6}\/[0-9]{2}$/.test(n),
  },
  // Ghana, Office of the Registrar of Companies (ORC, formerly the Registrar-General's Department).
  // Certificates print the entity type (CS company limited by shares, CG by guarantee, CU unlimited,
  // BN business name), a five-digit serial and the four-digit year: "CS160152013". Common published
  // shape, as read off certificates (the org-id.guide register's GH-RGD entry, issue 333, describes
  // it); the ORC publishes no specification.
  GH: {
    get label() {
      return m.domain_registrationLabelGh();
    },
    example: "CS123452019",
    test: (n) => new RegExp(`^(CS|CG|CU|BN)${SEP}?[0-9]{5}${SEP}?(19|20)[0-9]{2}$`).test(n),
  },
  // Egypt, the commercial register (السجل التجاري) kept by the commercial registry offices, GAFI's
  // for companies. The number is a serial of the office that registered the business, printed as
  // digits (Arabic-Indic digits are read as the same digits). Common published shape: no official
  // specification of its length is published; up to 7 digits.
  EG: {
    get label() {
      return m.domain_registrationLabelEg();
    },
    example: "123456",
    test: (n) => /^[0-9]{1,7}$/.test(n),
  },
  // The 17 OHADA states, Registre du Commerce et du Crédit Mobilier (RCCM). The Uniform Act on General
  // Commercial Law (2010) gives each registrant one personal number but no layout common to all
  // states; the greffes print country, city (and sometimes court) codes, the year, the register's
  // letter (A individuals, B companies, with a digit suffix in some states) and a serial, in that
  // order: SN-DKR-2018-B-12345, CI-ABJ-03-2022-B13-01234, RC/DLA/2016/B/1234, CD/KIN/RCCM/14-B-1234.
  // Common published shape, not an official specification.
  OHADA: {
    get label() {
      return m.domain_registrationLabelOhada();
    },
    example: "SN-DKR-2018-B-12345",
    test: (n) => {
      const parts = n
        .replace(/^RCCM(\s*N[O°]\.?)?\s*:?\s*/, "")
        .replace(/(^|[ ./-])RCCM(?=[ ./-])/g, "$1")
        .replace(/[ ./-]+/g, "-");
      return /^(?:[A-Z]{2,4}-?){1,3}(?:[0-9]{2}-)?(?:[0-9]{4}|[0-9]{2})-?[A-Z][0-9]{0,2}-?[0-9]{1,7}$/.test(parts);
    },
  },
  // Any other country: free text, as its registry writes it (at least two characters, with a
  // letter or a digit).
  GENERAL: {
    get label() {
      return m.domain_registrationLabelGeneral();
    },
    example: "12345678",
    test: (n) => n.length >= 2 && /[\p{L}\p{N}]/u.test(n),
  },
};

export function registrationFormatOf(jurisdiction: Jurisdiction): RegistrationFormat {
  return FORMATS[jurisdiction];
}

const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Upper case, Arabic-Indic digits as 0-9, spaces folded, no spaces around separators: "rc 12 " -> "RC 12". */
export function normaliseRegistrationNumber(value: string): string {
  return value
    .normalize("NFKC")
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) & 0xf))
    .toUpperCase()
    .replace(/\s+/g, " ")
    .replace(/ ?([./-]) ?/g, "$1")
    .trim();
}

/** The same number however it is written: separators and spaces left out ("RC-123" and "rc 123"). */
export function registrationKey(value: string): string {
  return normaliseRegistrationNumber(value).replace(/[ ./-]/g, "");
}

/** Read in the reader's language each time (getters, as localized() tables are). */
export const REGISTRATION_NUMBER_MESSAGES = {
  get required(): string {
    return m.domain_registrationRequired();
  },
  get tooLong(): string {
    return m.domain_registrationTooLong({ max: REGISTRATION_NUMBER_MAX });
  },
  format: (format: RegistrationFormat): string =>
    m.domain_registrationFormat({ label: format.label, example: format.example }),
};

/** What is wrong with a registration number in this jurisdiction's registry, or null. */
export function registrationNumberProblem(jurisdiction: Jurisdiction, value: string): string | null {
  const normalised = normaliseRegistrationNumber(value);
  if (normalised.length === 0) return REGISTRATION_NUMBER_MESSAGES.required;
  if (normalised.length > REGISTRATION_NUMBER_MAX) return REGISTRATION_NUMBER_MESSAGES.tooLong;
  if (/\p{Cc}/u.test(normalised)) return REGISTRATION_NUMBER_MESSAGES.format(FORMATS[jurisdiction]);
  const format = FORMATS[jurisdiction];
  return format.test(normalised) ? null : REGISTRATION_NUMBER_MESSAGES.format(format);
}
