import type { Role } from "@domain/constants/accounts";
import { m } from "@i18n/messages";

// Texts about accounts that several places of the server say (registration, the admin command,
// sample data, e-mails), in the current language.

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

/** "… is already registered as founder": an address that cannot become the account asked for. */
export function alreadyRegistered(email: string, role: Role | null): string {
  if (role === null) return m.server_alreadyRegisteredWithoutRole({ email });
  return m.server_alreadyRegisteredAs({ email, role: roleName(role) });
}
