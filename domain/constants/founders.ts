import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";

export const FOUNDER_MESSAGES = localized({
  emailReadOnly: m.domain_founderEmailReadOnly,
});
