// Key names are part of the DOM's API, not texts: they stay out of the components' inline-text check.

/** `KeyboardEvent.key` of the Enter key. */
export const ENTER_KEY = "Enter";
/** The virtual keyboard's Enter label for a box where Enter adds an entry. */
export const ENTER_KEY_HINT_DONE = "done";
