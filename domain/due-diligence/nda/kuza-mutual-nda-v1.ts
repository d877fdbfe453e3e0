import type { Locale } from "../../i18n/locales";
import type { NdaParties, NdaText } from "./standard-nda-types";

// Kuza's standard mutual NDA, version 1. A versioned legal text, not a catalogue message: an
// accepted version must read the same forever, so a change is a new file with a new version id
// (decision record "NDA before the first document"). Both languages say the same thing.

const governingEn = (country: string | null) =>
  country
    ? `This Agreement is governed by the laws of ${country}, and the courts of ${country} have jurisdiction over any dispute arising from it.`
    : "This Agreement is governed by the laws of the country in which the Company is incorporated, and the courts of that country have jurisdiction over any dispute arising from it.";

const governingFr = (country: string | null) =>
  country
    ? `Le présent Accord est régi par le droit du pays suivant\u00a0: ${country}. Les tribunaux de ce pays sont compétents pour tout litige né du présent Accord.`
    : "Le présent Accord est régi par le droit du pays où la Société est immatriculée, dont les tribunaux sont compétents pour tout litige né du présent Accord.";

function english(p: NdaParties): NdaText {
  return {
    title: "Mutual Non-Disclosure Agreement",
    preamble: [
      `This Mutual Non-Disclosure Agreement (the “Agreement”) is made on ${p.date} between ${p.business}, represented by ${p.founder} (the “Company”), and ${p.investor} (the “Investor”), each a “Party”.`,
      "The Parties wish to exchange information through Kuza’s document room so that the Investor can evaluate a possible investment in the Company (the “Purpose”).",
    ],
    sections: [
      [
        "1. Confidential Information",
        "“Confidential Information” means any information, in any form, that one Party (the “Discloser”) makes available to the other (the “Recipient”) in connection with the Purpose, including the documents of the document room, financial, commercial, technical and personal data, and the existence and content of the Parties’ discussions.",
      ],
      [
        "2. Obligations",
        "The Recipient shall (a) use Confidential Information only for the Purpose; (b) not disclose it to anyone except its directors, employees and professional advisers who need to know it for the Purpose and are bound by duties of confidentiality at least as protective as this Agreement, for whom the Recipient remains responsible; (c) protect it with at least the care it gives its own confidential information, and never less than reasonable care; and (d) not copy it except as reasonably needed for the Purpose.",
      ],
      [
        "3. Exclusions",
        "These obligations do not apply to information that the Recipient can show (a) is or becomes public other than through a breach of this Agreement; (b) was lawfully known to it before disclosure, free of any duty of confidentiality; (c) is lawfully received from a third party without restriction; or (d) is developed independently, without use of Confidential Information. The Recipient may disclose Confidential Information where law, regulation or a court order requires it, after telling the Discloser promptly where the law allows, and only as far as required.",
      ],
      [
        "4. Return or destruction",
        "On the Discloser’s written request, the Recipient shall promptly return or destroy the Confidential Information, except copies it must keep by law or held in automatic backups, which remain subject to this Agreement.",
      ],
      [
        "5. No licence and no obligation to deal",
        "Confidential Information remains the property of the Discloser and is provided “as is”. Nothing in this Agreement grants any licence or other right in it, or obliges either Party to disclose any information or to enter into any transaction.",
      ],
      [
        "6. Term",
        "This Agreement takes effect on the date above. Its obligations last for two (2) years from that date.",
      ],
      [
        "7. Remedies",
        "A breach may cause harm that damages alone cannot repair: the Discloser may seek an injunction or other equitable relief in addition to any other remedy.",
      ],
      ["8. Governing law", governingEn(p.country)],
      [
        "9. Entire agreement and acceptance",
        "This Agreement is the whole agreement between the Parties on its subject and may be changed only in writing accepted by both. The Company offers it by requiring it for its document room on Kuza; the Investor accepts it by typing their full name on Kuza, which the Parties agree is a valid signature.",
      ],
    ],
  };
}

function french(p: NdaParties): NdaText {
  return {
    title: "Accord de confidentialité mutuel",
    preamble: [
      `Le présent accord de confidentialité mutuel (l’«\u00a0Accord\u00a0») est conclu le ${p.date} entre ${p.business}, représentée par ${p.founder} (la «\u00a0Société\u00a0»), et ${p.investor} (l’«\u00a0Investisseur\u00a0»), chacun étant une «\u00a0Partie\u00a0».`,
      "Les Parties souhaitent échanger des informations dans la salle de documents de Kuza afin que l’Investisseur puisse évaluer un éventuel investissement dans la Société (l’«\u00a0Objet\u00a0»).",
    ],
    sections: [
      [
        "1. Informations confidentielles",
        "Les «\u00a0Informations confidentielles\u00a0» désignent toute information, sous quelque forme que ce soit, qu’une Partie (la «\u00a0Partie divulgatrice\u00a0») met à la disposition de l’autre (la «\u00a0Partie destinataire\u00a0») dans le cadre de l’Objet, notamment les documents de la salle de documents, les données financières, commerciales, techniques et personnelles, ainsi que l’existence et le contenu des échanges entre les Parties.",
      ],
      [
        "2. Obligations",
        "La Partie destinataire s’engage à (a) n’utiliser les Informations confidentielles que pour l’Objet\u00a0; (b) ne les communiquer qu’à ses dirigeants, salariés et conseils professionnels qui ont besoin de les connaître pour l’Objet et sont tenus à une obligation de confidentialité au moins aussi protectrice que le présent Accord, dont elle demeure responsable\u00a0; (c) les protéger avec au moins le soin qu’elle apporte à ses propres informations confidentielles, et jamais moins qu’un soin raisonnable\u00a0; et (d) ne pas les copier, sauf dans la mesure raisonnablement nécessaire à l’Objet.",
      ],
      [
        "3. Exclusions",
        "Ces obligations ne s’appliquent pas aux informations dont la Partie destinataire peut établir (a) qu’elles sont ou deviennent publiques sans violation du présent Accord\u00a0; (b) qu’elle les connaissait légitimement avant leur communication, sans obligation de confidentialité\u00a0; (c) qu’elle les a reçues légitimement d’un tiers, sans restriction\u00a0; ou (d) qu’elle les a développées de manière indépendante, sans utiliser d’Informations confidentielles. La Partie destinataire peut communiquer des Informations confidentielles lorsque la loi, un règlement ou une décision de justice l’exige, après en avoir informé sans délai la Partie divulgatrice lorsque la loi le permet, et dans la seule mesure requise.",
      ],
      [
        "4. Restitution ou destruction",
        "À la demande écrite de la Partie divulgatrice, la Partie destinataire restitue ou détruit sans délai les Informations confidentielles, à l’exception des copies qu’elle doit conserver en vertu de la loi ou des sauvegardes automatiques, qui restent soumises au présent Accord.",
      ],
      [
        "5. Absence de licence et d’obligation de conclure",
        "Les Informations confidentielles restent la propriété de la Partie divulgatrice et sont fournies «\u00a0en l’état\u00a0». Le présent Accord ne confère aucune licence ni aucun autre droit sur elles, et n’oblige aucune Partie à communiquer une information ni à conclure une opération.",
      ],
      [
        "6. Durée",
        "Le présent Accord prend effet à la date indiquée ci-dessus. Ses obligations durent deux (2) ans à compter de cette date.",
      ],
      [
        "7. Recours",
        "Une violation peut causer un préjudice que des dommages et intérêts ne suffisent pas à réparer\u00a0: la Partie divulgatrice peut demander une injonction ou toute autre mesure appropriée, en plus de tout autre recours.",
      ],
      ["8. Droit applicable", governingFr(p.country)],
      [
        "9. Intégralité et acceptation",
        "Le présent Accord constitue l’intégralité de l’accord des Parties sur son objet et ne peut être modifié que par écrit accepté par les deux Parties. La Société le propose en l’exigeant pour sa salle de documents sur Kuza\u00a0; l’Investisseur l’accepte en saisissant son nom complet sur Kuza, ce que les Parties reconnaissent comme une signature valable.",
      ],
    ],
  };
}

export const KUZA_MUTUAL_NDA_V1: Record<Locale, (parties: NdaParties) => NdaText> = { en: english, fr: french };
