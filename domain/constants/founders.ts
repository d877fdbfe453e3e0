export const FOUNDER_MESSAGES = {
  emailReadOnly: "Your email cannot be changed",
} as const;
