// The shape of a standard NDA text once its parties are filled in.

/** Who the agreement is between, and its date, as they are written into the text. */
export type NdaParties = {
  /** The business's name. */
  business: string;
  /** The founder who owns the business. */
  founder: string;
  investor: string;
  /** The agreement's date, already formatted in the text's language. */
  date: string;
  /** The business's incorporation country (the governing law), when it has one. */
  country: string | null;
};

export type NdaText = {
  title: string;
  preamble: string[];
  /** [heading, paragraph] */
  sections: Array<[string, string]>;
};
