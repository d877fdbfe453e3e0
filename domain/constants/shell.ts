import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";

export const PRODUCT_NAME = "Kuza";
/** The tagline and subtitle of the landing page and the sign-in layout, in the reader's language. */
export const PRODUCT_TEXTS = localized({
  tagline: m.domain_productTagline,
  subtitle: m.domain_productSubtitle,
});
