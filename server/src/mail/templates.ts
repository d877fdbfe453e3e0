import { PRODUCT_NAME } from "@domain/constants/shell";
import type { Mail } from "./mailer";

export function resetPasswordMail({ to, name, url }: { to: string; name: string; url: string }): Mail {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      `Hello ${name},`,
      "",
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. Open this link to choose a new one:`,
      url,
      "",
      "The link works once and expires in one hour. If you did not ask for it, you can ignore this e-mail.",
    ].join("\n"),
  };
}
