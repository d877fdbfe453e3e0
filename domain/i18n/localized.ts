// A table of texts that reads in the reader's language each time it is read (decision 019):
// `SECTOR_LABELS.fintech` stays a string at every call site, but the string is made from its
// message when read, so one module serves the server (each request's language) and the browser
// (the page's language). Build such tables from message functions; never copy a read value into a
// module-level constant, which would freeze the language of the first reader.

type Messages = Record<string, () => string>;

// Pure (#__NO_SIDE_EFFECTS__): a table nothing reads is dropped from the bundle with its messages.
/* #__NO_SIDE_EFFECTS__ */
export function localized<T extends Messages>(messages: T): { readonly [K in keyof T]: string } {
  const table = {} as { [K in keyof T]: string };
  for (const key of Object.keys(messages) as (keyof T)[]) {
    Object.defineProperty(table, key, { enumerable: true, get: () => messages[key]?.() ?? "" });
  }
  return Object.freeze(table);
}
