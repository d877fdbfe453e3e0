import { z } from "zod";
import { ZFullName, ZPhone, zText } from "./fields";

/** PUT /api/founder/profile (spec part 2: full name, phone, industry sector; e-mail is read-only). */
export const ZFounderProfileInputSchema = z.object({
  fullName: ZFullName,
  phone: ZPhone.nullish().transform((v) => (v ? v : null)),
  industrySector: zText()
    .trim()
    .max(80)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TFounderProfileInput = z.input<typeof ZFounderProfileInputSchema>;

export const ZFounderProfileSchema = z.object({
  userId: zText(),
  email: zText(),
  fullName: zText(),
  phone: zText().nullable(),
  industrySector: zText().nullable(),
});
export type TFounderProfile = z.infer<typeof ZFounderProfileSchema>;
