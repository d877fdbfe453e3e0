import { acceptedExtensionOf, documentFileNameProblem } from "@domain/due-diligence/documents";
import {
  VERIFICATION_MESSAGES as M,
  VERIFICATION_EXTENSIONS,
  VERIFICATION_MAX_BYTES,
} from "@domain/verification/constants";

/** The file input's accept list (the server reads the type from the content anyway). */
export const VERIFICATION_ACCEPT = VERIFICATION_EXTENSIONS.map((ext) => `.${ext}`).join(",");

/** Why this document cannot be sent (none, name, type or size), or null: spares a pointless upload. */
export function verificationFileProblem(file: File | null): string | null {
  if (!file || file.size === 0) return M.noFile;
  const nameProblem = documentFileNameProblem(file.name);
  if (nameProblem) return nameProblem;
  if (!acceptedExtensionOf(file.name, VERIFICATION_EXTENSIONS)) return M.badType;
  if (file.size > VERIFICATION_MAX_BYTES) return M.tooLarge;
  return null;
}
