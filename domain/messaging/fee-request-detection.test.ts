import { describe, expect, it } from "vitest";
import { detectFeeRequest, type FeeRequestReason } from "./fee-request-detection";

// The golden table: real-world phrasings of advance-fee requests against founders, and ordinary
// investor–founder talk that must not be flagged, in English and French. One row, one case.

type Row = [message: string, reasons: FeeRequestReason[]];

const ASKS_FOR_MONEY: Row[] = [
  // The issue's own examples.
  ["pay a processing fee of $500 to be considered", ["upfront-fee"]],
  ["send 0.1 BTC to this wallet", ["crypto"]],
  ["buy iTunes gift cards", ["gift-cards"]],
  ["a refundable deposit is required before we release the term sheet", ["deposit"]],
  ["frais de dossier de 300 000 FCFA", ["upfront-fee"]],
  ["veuillez verser un dépôt de garantie", ["deposit"]],
  ["payer par Western Union sur mon compte personnel", ["personal-account", "money-transfer-service"]],
  // English.
  ["Congratulations! Please pay a processing fee of $500 to be considered for our fund.", ["upfront-fee"]],
  ["Before we proceed, you need to pay an application fee of NGN 50,000.", ["upfront-fee"]],
  ["Our due diligence fee is ₦250,000, payable before the first meeting.", ["upfront-fee"]],
  ["To unlock the funds, kindly transfer KES 15,000 for the legal documentation.", ["upfront-fee"]],
  ["Your startup has been shortlisted. A listing fee of $99 applies.", ["upfront-fee"]],
  [
    "Pay the $300 registration fee via Western Union to my personal account.",
    ["upfront-fee", "personal-account", "money-transfer-service"],
  ],
  ["Wire the commitment fee of ZAR 20,000 and we will disburse the investment within 7 days.", ["upfront-fee"]],
  ["You must pay an insurance fee of GHS 5,000 before the funds can be released.", ["upfront-fee"]],
  ["Kindly send USDT (TRC20) to the wallet address below to activate your investment.", ["crypto"]],
  ["Send the money via M-Pesa to my personal number 0712 345 678.", ["upfront-fee", "personal-account"]],
  ["We require a good-faith deposit of $1,000 to reserve your spot in the cohort.", ["deposit"]],
  ["Make payment of the onboarding fee to proceed with your funding application.", ["upfront-fee"]],
  ["Send me 2 Google Play cards of $100 each and share the codes here.", ["gift-cards"]],
  ["You'll need to cover the $750 admin fee before we can schedule the investment committee.", ["upfront-fee"]],
  ["The application fee is non-refundable.", ["upfront-fee"]],
  ["Don't forget to pay the $200 processing fee by Friday.", ["upfront-fee"]],
  ["Can you pay in bitcoin? It is faster for our compliance team.", ["crypto"]],
  ["Hello Amara, the committee loved your pitch. Just pay to be considered for the final round.", ["upfront-fee"]],
  ["Have you sent the USD 1,500 verification fee yet?", ["upfront-fee"]],
  // French.
  ["Des frais de dossier de 300 000 FCFA sont exigés pour étudier votre demande.", ["upfront-fee"]],
  ["Veuillez verser un dépôt de garantie avant la signature.", ["deposit"]],
  ["Merci de payer par Western Union sur mon compte personnel.", ["personal-account", "money-transfer-service"]],
  ["Pour être considéré, vous devez payer des frais d'inscription de 50 000 XOF.", ["upfront-fee"]],
  ["Envoyez 0,05 BTC à cette adresse de portefeuille pour débloquer le financement.", ["crypto"]],
  ["Achetez des cartes cadeaux iTunes et envoyez-moi les codes.", ["gift-cards"]],
  ["Il faut régler les frais de traitement de 150 € avant la libération des fonds.", ["upfront-fee"]],
  ["Une caution remboursable de 500 000 FCFA est requise avant l'envoi de la lettre d'intention.", ["deposit"]],
  ["Faites un virement sur mon compte personnel pour les frais d'étude.", ["personal-account"]],
  [
    "Veuillez nous faire parvenir les frais de due diligence de 200 000 FCFA par MoneyGram.",
    ["upfront-fee", "money-transfer-service"],
  ],
  ["FRAIS DE DOSSIER : 25 000 F CFA, à payer avant l'examen du dossier.", ["upfront-fee"]],
  ["N'oubliez pas de régler les frais d'activation de 75 000 FCFA.", ["upfront-fee"]],
  ["Dernière étape : versez 200 000 FCFA sur le compte ci-dessous pour finaliser votre dossier.", ["upfront-fee"]],
  ["Vous recevrez les fonds dès réception de vos frais de dossier.", ["upfront-fee"]],
  ["Réglez 50 € en bitcoin.", ["upfront-fee", "crypto"]],
  ["Envoyez les codes des cartes Transcash par e-mail.", ["gift-cards"]],
  // Edge cases: a fee that sounds ordinary but opens the deal, odd word orders, other channels.
  ["To process the disbursement, a legal fee of $850 is required.", ["upfront-fee"]],
  ["Once you transfer the $500 clearance fee, we will release the term sheet.", ["upfront-fee"]],
  ["You are required to purchase Amazon gift cards worth $1000 as proof of funds.", ["gift-cards"]],
  ["Send the payment to my personal PayPal account.", ["personal-account"]],
  ["Fees: $250 (processing) must be paid before Friday.", ["upfront-fee"]],
  ["As part of our standard process, startups pay a $500 due diligence fee.", ["upfront-fee"]],
];

const ORDINARY_TALK: Row[] = [
  // English: fees, valuations, customers, the deal itself.
  ["We earn transaction fees on our platform: 1.5% per transfer.", []],
  ["We charge our customers a fee of $2 per delivery.", []],
  ["The fund has a 2% management fee and 20% carried interest.", []],
  ["We have 1,200 paying customers across Lagos and Nairobi.", []],
  ["What valuation are you raising at? We were thinking $4M pre-money.", []],
  ["Investors on Kuza never ask founders to pay to be considered.", []],
  ["There is no application fee; just send us your deck.", []],
  ["Legal fees for the round will be covered by the company at closing, capped at $15,000.", []],
  ["Our customers pay a monthly subscription of KES 2,500.", []],
  ["Can you send me your pitch deck and the cap table before Friday?", []],
  ["We accept payment in crypto on our app, including USDT.", []],
  ["Our revenue from processing fees grew 40% last quarter.", []],
  ["Please send the wire instructions for the $250,000 investment.", []],
  ["We will transfer the first tranche of $100,000 to the company account next week.", []],
  ["Gift cards are our fastest-growing product line.", []],
  ["Do you pay a listing fee to the app stores?", []],
  ["We'll cover your legal fees at closing, up to $10,000.", []],
  ["Please send me your bank details so we can wire the $50,000 investment.", []],
  ["Please pay attention to the due diligence checklist before our call.", []],
  ["Can you send me the $2M valuation model?", []],
  ["How much do merchants pay in processing fees today?", []],
  ["Happy to jump on a call Tuesday to discuss the term sheet.", []],
  ["You do not need to pay any fee to be listed on Kuza.", []],
  ["Please send your deck to be considered for our next investment committee.", []],
  ["We invest $50k to $250k per company at seed.", []],
  // Money words that are not a request to the reader.
  ["Wire transfer fees are on us.", []],
  ["We waived the $100 application fee for you.", []],
  ["Please send $0 - we don't take fees.", []],
  ["Please send the invoice of $2,000 for the pilot.", []],
  ["Please send $5,000 worth of product samples to our Nairobi office.", []],
  ["Please pay back the bridge loan of $50,000 by June.", []],
  ["Note that the government charges a registration fee of ₦25,000 for the CAC filing.", []],
  ["Before we can release the funds, you must complete the KYC form.", []],
  ["How much did you pay for the office deposit?", []],
  // French.
  ["Nous facturons des frais de transaction de 1 % sur notre plateforme.", []],
  ["Nos clients paient un abonnement mensuel de 5 000 FCFA.", []],
  ["Le fonds prend des frais de gestion de 2 % et 20 % de carried interest.", []],
  ["Quelle est votre valorisation pré-money ?", []],
  ["Kuza ne demande jamais de frais aux fondateurs.", []],
  ["Nous avons 300 clients payants au Sénégal.", []],
  ["Nous vous enverrons la lettre d'intention la semaine prochaine.", []],
  ["Pouvez-vous m'envoyer votre deck et vos états financiers ?", []],
  ["Les frais juridiques de la levée seront pris en charge par la société au closing.", []],
  ["Nous allons virer la première tranche de 50 000 000 FCFA sur le compte de la société.", []],
  ["Il n'y a aucuns frais de dossier pour postuler.", []],
  ["Vous devez payer vos impôts avant fin mars.", []],
  ["Envoyez-nous votre deck pour être considéré.", []],
  ["Il faut prévoir des frais de dossier de 500 000 FCFA auprès de la banque pour le prêt.", []],
  ["Nous vous verserons 50 000 000 FCFA en deux tranches.", []],
  ["Les frais de notaire sont à la charge de la société.", []],
];

describe("detectFeeRequest: the golden table", () => {
  it.each(ASKS_FOR_MONEY)("flags %j", (message, reasons) => {
    expect(detectFeeRequest(message)).toEqual(reasons);
  });

  it.each(ORDINARY_TALK)("leaves %j alone", (message, reasons) => {
    expect(detectFeeRequest(message)).toEqual(reasons);
  });
});

describe("detectFeeRequest: reading the text", () => {
  it("reads accents, case and typographic apostrophes alike", () => {
    expect(detectFeeRequest("VEUILLEZ VERSER UN DEPOT DE GARANTIE")).toEqual(["deposit"]);
    expect(detectFeeRequest("Vous devez payer des frais d’inscription")).toEqual(["upfront-fee"]);
  });

  it("judges each sentence on its own: a negation in one does not excuse the next", () => {
    expect(detectFeeRequest("There is no fee for the call. Send 0.2 BTC to confirm your seat.")).toEqual(["crypto"]);
  });

  it("keeps a decimal point inside its sentence", () => {
    expect(detectFeeRequest("Please send 0.5 ETH")).toEqual(["crypto"]);
  });

  it("answers nothing for empty or blank text, and reads a long message to its end", () => {
    expect(detectFeeRequest("")).toEqual([]);
    expect(detectFeeRequest(" \n\t ")).toEqual([]);
    const long = "our numbers grew again and the pipeline is strong ".repeat(100);
    expect(detectFeeRequest(long)).toEqual([]);
    expect(detectFeeRequest(`${long}. Please pay the processing fee.`)).toEqual(["upfront-fee"]);
  });
});
