import { SECTOR_LABELS, SECTORS } from "./constants/businesses";

// The investor form's value rules that the screen applies as the user types, without zod: the
// schemas in schemas/investors.ts apply the same ones on save (form and API alike).

/**
 * Ticket sizes are whole numbers; anything non-numeric becomes 0 (spec part 1, section 5).
 * "12.5" reads as 12 and "abc" as 0, as a number input parsed with parseInt would.
 */
export function coerceTicketSize(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? "").trim(), 10);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/**
 * A typed chip that names a known sector ("Fintech", "renewable energy", or its label in the
 * reader's language: « Énergies renouvelables ») is stored as its value.
 */
export function normalizeSector(chip: string): string {
  const text = chip.trim();
  const key = text.toLowerCase().replace(/[\s-]+/g, "_");
  if ((SECTORS as readonly string[]).includes(key)) return key;
  const byLabel = SECTORS.find((s) => SECTOR_LABELS[s].toLowerCase() === text.toLowerCase());
  return byLabel ?? text;
}
