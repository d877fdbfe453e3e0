// Texts of the messaging screen that only the web shows (the server's are in
// domain/constants/messaging.ts).

/** The fee-scam warning under a message that asks the founder for money up front (issue 19). */
export const FEE_WARNING_TEXTS = {
  /** The words. */
  title: "Investors on Kuza never ask founders to pay to be considered.",
  body: "This message asks you for money up front (a fee, a deposit, crypto, gift cards or a payment to a personal account). Do not pay.",
  label: "Possible fee scam",
} as const;
