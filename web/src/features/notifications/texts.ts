/** Not a spec text (the spec shows no failure here); the server's message goes underneath. */
export const UPDATE_FAILED = "Could not update notifications";
