import { assertValidKey, isValidKey, type Visibility, visibilityOf } from "../keys";

// Object names in the bucket mirror the local disk's layout: public/<key> and private/<key>. The
// app serves both through its own routes either way; the split lets an operator copy a data dir's
// files/ folder into a bucket as it is, and keeps the private files under one prefix that a bucket
// policy or a later CDN for public images can tell apart.

export const VISIBILITIES: readonly Visibility[] = ["public", "private"];

/** The object that holds a key (throws for an invalid key, as local disk does). */
export function objectNameOf(key: string): string {
  assertValidKey(key);
  return `${visibilityOf(key)}/${key}`;
}

/** The key an object holds, or null for an object no valid key maps to (anything put there by hand). */
export function keyOfObject(name: string): string | null {
  const slash = name.indexOf("/");
  const namespace = name.slice(0, slash);
  const key = name.slice(slash + 1);
  if (slash < 0 || !isValidKey(key)) return null;
  return visibilityOf(key) === namespace ? key : null;
}
