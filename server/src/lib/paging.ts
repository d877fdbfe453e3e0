// Shared by the paginated lists.

// Sorted here rather than in SQL, so the order does not depend on the database's collation.
export const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b, "en"));

export function nextOffsetOf(offset: number, count: number, total: number): number | null {
  const next = offset + count;
  return count > 0 && next < total ? next : null;
}
