import type { Locale } from "../i18n/locales";
import { localized } from "../i18n/localized";

// Helpers for due diligence's text tables (decision 019): tables read in the reader's language
// when read, and the texts a process records, which are written in English whatever the writer's
// language so that each reader's language can be made from them (communication.ts).

/** A message as Paraglide compiles it: called with no parameters, optionally in a given language. */
export type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/**
 * localized() for a table that also holds texts with parameters: the plain texts read in the
 * reader's language when read (getters), the functions are kept as they are.
 */
// Pure (#__NO_SIDE_EFFECTS__): a table nothing reads is dropped from the bundle with its messages.
/* #__NO_SIDE_EFFECTS__ */
export function localizedTexts<
  T extends Record<string, () => string>,
  F extends Record<string, (...args: never[]) => string>,
>(messages: T, functions: F): { readonly [K in keyof T]: string } & F {
  const table = localized(messages);
  return Object.freeze(
    Object.defineProperties(
      {},
      { ...Object.getOwnPropertyDescriptors(table), ...Object.getOwnPropertyDescriptors(functions) },
    ),
  ) as { readonly [K in keyof T]: string } & F;
}

const ENGLISH = { locale: "en" } as const;

/** A message in English (the language stored texts are written in). Never called in the browser. */
export const inEnglish = (message: Message): string => message({}, ENGLISH);

/** A table of texts read in English when read (what the server records), whatever the reader's language. */
export function inEnglishTable<T extends Record<string, Message>>(messages: T): { readonly [K in keyof T]: string } {
  const table = {} as { [K in keyof T]: string };
  for (const key of Object.keys(messages) as (keyof T)[]) {
    Object.defineProperty(table, key, { enumerable: true, get: () => messages[key]?.({}, ENGLISH) ?? "" });
  }
  return Object.freeze(table);
}
