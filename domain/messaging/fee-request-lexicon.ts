// The words of the fee-request detector, English and French, as regular-expression sources over
// normalised text (fee-request-text.ts: lower case, no accents, single spaces). The rules that
// combine them are in fee-request-detection.ts; docs/domain/fee-request-detection.md explains both.

const alt = (...parts: string[]) => `(?:${parts.join("|")})`;

/** Between two parts: at most `n` other words (a comma or colon may follow the first part). */
export const upTo = (n: number) => `[,:]?(?: \\S+){0,${n}} `;

/** Verbs that move money, in the forms a request uses. "pay attention", "pay you", "wire instructions" are not payments. */
export const PAY = alt(
  "pay(?! (?:attention|back|tribute|a visit|you|off|it forward)\\b)",
  "paying(?! (?:customers?|clients?|users?|subscribers?|merchants?)\\b)",
  "send(?! you\\b)",
  "transfer(?! (?:fees?|charges?|details|instructions)\\b)",
  "wire(?! (?:instructions|details|transfers?)\\b)",
  "remit",
  "settle",
  "cover",
  "deposit(?! (?:of|is|are|was|will|must|required)\\b)",
  "make (?:a |the |an |your )?(?:payment|transfer|deposit|wire)(?: of| for)?",
  "payer|payez|paye|paie|regler|reglez|regle|verser|versez|verse|virer|virez|envoyer|envoyez|envoie",
  "transferer|transferez|acquitter|acquittez|s'acquitter|deposer|deposez|debourser|deboursez|cotiser",
  "(?:faire|faites|effectuer|effectuez) (?:un |le |votre )?(?:virement|versement|paiement|depot|transfert)(?: de| des| du)?",
  "(?:nous |me )?(?:faire|faites) parvenir",
);

/** Buying, for gift cards. */
export const BUY = alt("buy", "purchase", "get", "acheter|achetez|achete|procurez-vous|procurer|recharger|rechargez");

/** A verb at the start of a sentence or clause that orders a payment (English imperative, French imperative or infinitive). */
const PAY_IMPERATIVE = alt(
  "pay(?! attention)",
  "send|transfer|wire|remit|settle|cover|deposit|forward|make|buy|purchase|get|top up|load",
  "payez|paye|paie|reglez|regle|versez|verse|virez|vire|envoyez|envoie|transferez|acquittez|deposez|faites|fais",
  "effectuez|achetez|achete|procurez-vous|rechargez",
  "payer|regler|verser|virer|envoyer|transferer|acquitter|deposer|faire|effectuer|acheter",
);

const OPENER =
  "(?:(?:please|kindly|pls|plz|just|simply|now|first|also|then|so|ok|okay|urgently|alors|donc|ensuite)[,!]? )*";

/**
 * The sentence is addressed to the reader as a request: an imperative, "please", "you need to",
 * "vous devez", "veuillez"... Questions about the reader's business ("do you pay...?") are not.
 */
export const DIRECTED = alt(
  `^${OPENER}${PAY_IMPERATIVE}\\b`,
  `(?:[,:] |\\band (?:then )?|\\bet (?:ensuite )?|\\bthen )${OPENER}${PAY_IMPERATIVE}\\b`,
  "\\b(?:please|kindly|pls|plz|veuillez|merci de|priere de|il faut|il vous faut|vous devez|vous devrez|vous devriez|tu dois)\\b",
  "\\b(?:je|nous) vous (?:prie|prions|demande|demandons|invite|invitons) (?:de|d'|a)",
  "\\bil est (?:necessaire|obligatoire|imperatif|indispensable) de\\b",
  "\\bvous etes (?:prie|tenu|invite|oblige)e?s? de\\b",
  `\\b(?:you|you'll|you're|you'd|founders|startups|applicants|entrepreneurs|candidates|vous|tu)(?: \\S+){0,4} (?:to )?(?:${PAY}|buy|purchase|acheter|achetez)\\b`,
);

/** A question about how things are ("do you pay a listing fee to the app stores?"), not a request. */
export const INFORMATION_QUESTION =
  /^(?:do|does|did|is|are|was|were|how|what|which|why|who|where|est-ce|combien|quel|quelle|quels|quelles|pourquoi|comment)\b/;

/** Fees charged as a business or a fund normally does, never a fee asked of the founder. */
const BENIGN_BEFORE_FEE = alt(
  "management|performance|transaction|transactions|merchant|interchange|swipe|delivery|shipping|subscription",
  "tuition|school|hospital|medical|consultation|consulting|late|legal|lawyer's|lawyers'|audit|accounting",
  "banking|bank|card|mdr|exchange|fx|gas|network|withdrawal|agent|your|customer|user|platform|service",
  "monthly|annual|recurring|origination|arrangement|success",
);
const BENIGN_AFTER_FRAIS = alt(
  "de (?:gestion|transaction|transactions|livraison|port|scolarite|service|notaire|justice|mission|deplacement)",
  "de (?:fonctionnement|personnel|structure|transport|sante|succes|greffe|douane)",
  "d'(?:avocat|exploitation|audit)",
  "bancaires|juridiques|financiers|generaux|fixes|variables|medicaux",
);

/** The fee types an advance-fee scam names ("processing fee", "frais de dossier"). */
export const SCAM_FEE = alt(
  `${alt(
    "processing|application|listing|registration|admin|administrative|administration|onboarding|activation",
    "release|clearance|evaluation|assessment|review|screening|consideration|facilitation|handling|commitment",
    "insurance|due diligence|dd|verification|vetting|membership|documentation|approval|disbursement",
    "upfront|up-front|advance|booking|reservation|participation|entry|submission|filing|file|compliance",
    "certification|unlocking|pitch",
  )} (?:fees?|charges?)\\b`,
  `frais (?:de |d')${alt(
    "dossier|traitement|inscription|candidature|etude|examen|evaluation|analyse|verification|validation",
    "activation|deblocage|liberation|decaissement|assurance|enregistrement|ouverture|adhesion|participation",
    "mise en relation|referencement|publication|cotation|due diligence|diligence|garantie|mobilisation",
    "montage|constitution|approbation|reservation|selection|presentation|procedure|formalites|timbre",
    "legalisation|certification|conformite",
  )}`,
  "droits? d'(?:inscription|entree|acces)",
  "commission de (?:deblocage|mise en relation|traitement)",
);

/** Any fee, minus the ordinary ones (management fee, transaction fees, frais de gestion...). */
export const FEE = alt(
  SCAM_FEE,
  `\\b(?<!\\b${BENIGN_BEFORE_FEE} )fees?\\b`,
  `\\bfrais\\b(?! ${BENIGN_AFTER_FRAIS})`,
  "\\bcommissions?\\b",
  "\\bcotisations?\\b",
);

/** A deposit asked before something happens (bank and customer deposits are a fintech's business). */
export const DEPOSIT = alt(
  `\\b(?<!\\b(?:customer|customers'|bank|savings|mobile money|m-?pesa) )(?:${alt(
    "refundable|non-?refundable|security|good[- ]faith|commitment|cautionary|insurance|escrow|upfront|up-front",
    "advance|initial|guarantee|holding|booking|reservation|trust|small|token",
  )} )?deposit\\b(?!s? (?:account|insurance|base|growth))`,
  "(?:depot|versement) de garantie",
  "caution(?: remboursable| bancaire)?\\b",
  "acompte",
  "avance (?:de|sur) frais",
  "depot (?:remboursable|prealable|initial|obligatoire|de securite)",
  "consignation",
);

/** "is required", "must be paid", "payable before", "sont exigés", "à verser avant"... */
export const REQUIRED = alt(
  `(?:(?:is|are|will be|would be|remains?) )?(?:(?:also|strictly|absolutely|first) )?${alt(
    "required|mandatory|compulsory|needed|necessary|non-?negotiable|non-?refundable|applies|apply",
    "expected (?:before|upfront|first|in advance)",
    "due (?:before|upfront|first|now|today|immediately|in advance|prior)",
    "payable (?:before|upfront|up front|in advance|prior|now|immediately|today|first|within|to)",
    "(?:must|has to|have to|needs to|need to) be (?:paid|settled|sent|made|wired|transferred)",
    "to be paid (?:before|upfront|first|in advance|now)",
  )}`,
  `(?:(?:est|sont|sera|seront) )?(?:(?:strictement|absolument) )?${alt(
    "exiges?|exigees?|requis|requises?|obligatoires?|necessaires?|non remboursables?",
    "a (?:payer|regler|verser|acquitter)",
    "payables? (?:avant|d'avance|a l'avance|au prealable|immediatement)",
    "(?:doit|doivent) etre (?:payes?|reglee?s?|verses?|acquittes?)",
  )}`,
);

/** "We require a deposit", "nous exigeons des frais". */
export const WE_REQUIRE = `\\b(?:we|i|nous|je|the fund|our fund|our team|the committee)(?: \\S+)? ${alt(
  "require|need|request|ask for|expect|demand",
  "exigeons|exige|demandons|demande|avons besoin d'|attendons|sollicitons",
)}`;

const CURRENCY_BEFORE = alt(
  "us ?\\$|\\$|₦|€|£|₵",
  "(?:usd|ngn|kes|kshs?|zar|ghs|ghc|xof|xaf|fcfa|cfa|eur|gbp|egp|ugx|tzs|rwf|mad) ?",
  "n(?=\\d)|r(?=\\d)",
);
/** A number that is not zero ("send $0" asks for nothing), with thousands separators and a decimal part. */
const NUMBER = "(?:0[.,]\\d*[1-9]\\d*|[1-9]\\d*(?:[ ,.]\\d{3})*(?:[.,]\\d+)?)(?: ?(?:k|m|mn|million|millions|mille))?";
const CURRENCY_AFTER = alt(
  "usd|us dollars?|dollars?|ngn|naira|kes|kshs?|shillings?|zar|rands?|ghs|ghc|cedis?",
  "xof|xaf|f ?cfa|francs? cfa|cfa|francs?|eur|euros?|€|\\$|₦|gbp|pounds?|egp|ugx|tzs|rwf|mad|dirhams?",
);
/** An amount of money in a currency: "$500", "NGN 50,000", "₦250,000", "300 000 FCFA", "150 €", "R5000". */
export const AMOUNT = `(?:${CURRENCY_BEFORE}${NUMBER}|${NUMBER} ?${CURRENCY_AFTER})(?![a-z\\d]|[ ,.]\\d)`;

/** What an amount describes when it is a deal's size, not a payment asked for ("the $2M valuation model"). */
export const NOT_A_PAYMENT_AFTER = `(?! ${alt(
  "valuation|pre-money|post-money|pre|post|round|raise|investment|ticket|cheque|check|tranche|revenue|arr|mrr|gmv",
  "model|deck|term|seed|series|cap|safe|note|loan|facility|funding|financing|budget|plan|projection|forecast",
  "grant|fund|company|business|startup|valo|valorisation|levee|tour|financement|investissement|chiffre|pret|fonds",
  "invoice|receipt|quote|quotation|proposal|contract|bill|facture|devis|contrat|worth",
)}\\b)`;

export const CRYPTO = `${alt(
  "btc|bitcoins?|usdt|tether|eth|ethereum|crypto(?:currency|currencies|monnaies?|s)?|trc-?20|erc-?20|bnb",
  "binance pay|xrp|ripple|litecoin|ltc|dogecoin|stablecoins?",
)}\\b`;

export const GIFT_CARD = alt(
  "gift ?cards?",
  "(?:itunes|apple|google play|play store|amazon|steam|vanilla|razer gold|ebay|sephora|xbox|playstation|psn|netflix)(?: gift)? cards?",
  "cartes? (?:cadeaux?|itunes|google play|amazon|steam|prepayees?|pcs|transcash|neosurf)",
  "(?:coupons?|recharges?) (?:pcs|transcash|neosurf|paysafecard)",
  "paysafecard|transcash|neosurf",
);

/** The recipient's money going to a private person: "my personal account", "mon compte personnel", "to my wallet". */
export const PERSONAL_ACCOUNT = `\\b${alt(
  "(?:personal|private)(?: \\S+)? (?:account|wallet|number)",
  "(?:compte|portefeuille|numero|wallet)(?: bancaire| mobile money| momo| m-?pesa| orange money)? (?:personnel|personnelle|prive|privee)",
  "(?:to|into|on|sur|vers|dans) (?:my|mon|ma) (?:own )?(?:personal |private )?(?:bank |mobile money |m-?pesa |momo |btc |bitcoin |crypto )?(?:account|wallet|number|compte|portefeuille|numero)\\b(?! (?:manager|team|officer|executive|details|settings|page|profile|gestionnaire))",
)}`;

export const MONEY_TRANSFER_SERVICE =
  "(?:western union|moneygram|money gram|worldremit|world remit|ria money transfer)";

/** Paying as the way into the deal: "to be considered", "before we release the term sheet", "pour débloquer les fonds". */
export const GATE = alt(
  "to be (?:considered|shortlisted|selected|funded|approved|eligible)",
  "to (?:process|review|consider|secure|unlock|release|activate|finali[sz]e|approve|list|feature|fund|reserve) (?:your|the) (?:application|startup|company|business|pitch|deal|file|investment|funding|funds|allocation|spot|slot|place|seat|term sheet|loan|grant|offer|disbursement|payout)",
  "(?:upon|on|after) (?:receipt|payment|reception) of (?:the|your)",
  "before (?:we|the fund|our (?:team|committee|partners)|i) (?:can |will |could )?(?:release|disburse|proceed|review|send|transfer|sign|issue|schedule|consider|move|wire|process|approve|finali[sz]e)",
  "pour (?:etre )?(?:considere|consideree|retenu|retenue|selectionne|selectionnee|finance|financee|eligible)",
  "pour (?:debloquer|liberer|traiter|examiner|etudier|valider|activer|finaliser|securiser|reserver) (?:votre|ton|le|la|les|vos|l') ?(?:dossier|demande|candidature|financement|fonds|investissement|projet|place)",
  "(?:des|apres) (?:reception|paiement|versement|reglement) (?:de |des |du )?(?:vos|votre|les|la|le)",
  "avant (?:la |le |l')?(?:liberation|deblocage|decaissement|versement des fonds|envoi|signature|examen|etude)",
);

/** Talk of the founder's own business model: what customers pay, what the platform charges, per unit. */
export const BUSINESS_TALK = alt(
  "\\b(?:our|my|their|your|nos|mes|leurs|vos) (?:customers?|clients?|users?|merchants?|sellers?|buyers?|riders?|drivers?|farmers?|patients?|students?|subscribers?|members?|vendors?|agents?|retailers?|shoppers?|tenants?|borrowers?|utilisateurs?|marchands?|vendeurs?|abonnes?|agriculteurs?|eleves?|membres?|commercants?)\\b",
  "\\b(?:customers?|clients?|users?|merchants?|sellers?|buyers?|subscribers?|consumers?|smes|utilisateurs|marchands) (?:pay|paid|are charged|get charged|paient|payent)\\b",
  "\\bpaying (?:customers?|clients?|users?|subscribers?|merchants?)\\b|\\bclients payants\\b",
  "\\bwe (?:charge|earn|take|collect|make|generate|bill|monetis[ez]e)\\b(?! (?:you|founders|startups|applicants|entrepreneurs|candidates)\\b)",
  "\\bnous (?:facturons|prenons|percevons|gagnons|prelevons|encaissons)\\b",
  "\\b(?:revenue|revenues|gmv|take rate|business model|unit economics|chiffre d'affaires|modele economique)\\b",
  "\\b(?:per|each|every|par|chaque) (?:transaction|order|delivery|month|year|user|customer|product|item|listing|sale|ride|trip|unit|seat|booking|mois|an|annee|commande|livraison|utilisateur|client|produit|vente|course)\\b",
  "\\b(?:registrar|registry|government|tax authority|cac|brs|cipc|rccm|greffe|court|tribunal|notary|notaire|app stores?)\\b",
  "\\b(?:the bank|la banque|the lender|le preteur)\\b",
  "\\b(?:for|pour|aux) (?:sellers|buyers|merchants|customers|users|clients|vendors|riders|drivers|vendeurs|acheteurs|marchands|utilisateurs)\\b",
  "/(?:month|mo|year|yr|user|mois)\\b|\\bmonthly\\b|\\bannual(?:ly)?\\b|\\bmensuel(?:le)?s?\\b",
);

/** Words that negate what follows in the clause: "no fee", "never ask founders to pay", "sans frais". */
export const NEGATION = new RegExp(
  `\\b${alt(
    "no|not|never|don't|dont|doesn't|won't|without|nor|neither|none|zero|isn't|aren't|can't|cannot|shouldn't|mustn't",
    "free|waive|waived|waiving|exempt|exempted",
    "ne|n'|pas|jamais|aucun|aucune|sans|ni|gratuit|gratuite|gratuitement|exonere|exoneres|offert|offerts",
  )}(?![a-z])`,
);

/** The money moves towards the reader: "we will transfer", "nous allons virer", "j'envoie" just before the verb. */
export const FIRST_PERSON_BEFORE = new RegExp(
  `(?:^|\\s)(?:${alt("we|i|we'll|i'll|we'd|i'd|nous|je|the fund|our fund|the investors?")}(?: ${alt(
    "will|would|shall|can|could|may|might|also|then|just|already|gladly|happily|are going to|are happy to",
    "would like to|plan to|intend to|want to|have|had|did|do|vous|te|t'|lui|leur|vais|allons|va|pouvons|peux|voulons|souhaitons|avons|ai",
  )})* ?|j')$`,
);
