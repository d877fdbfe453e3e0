import { z } from "zod";
import { ZFullName, ZPhone } from "./fields";

/** PUT /api/founder/profile (spec part 2: full name, phone, industry sector; e-mail is read-only). */
export const ZFounderProfileInputSchema = z.object({
  fullName: ZFullName,
  phone: ZPhone.nullish().transform((v) => (v ? v : null)),
  industrySector: z
    .string()
    .trim()
    .max(80)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TFounderProfileInput = z.input<typeof ZFounderProfileInputSchema>;

export const ZFounderProfileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  industrySector: z.string().nullable(),
});
export type TFounderProfile = z.infer<typeof ZFounderProfileSchema>;
