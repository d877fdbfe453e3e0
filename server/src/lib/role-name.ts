import type { Role } from "@domain/constants/accounts";
import { m } from "@i18n/messages";

/** A role as a word of the current language, in running text: "founder", "fondateur". */
export function roleName(role: Role): string {
  switch (role) {
    case "founder":
      return m.server_roleFounder();
    case "investor":
      return m.server_roleInvestor();
    case "admin":
      return m.server_roleAdmin();
  }
}
