import { VALIDATION_MESSAGES as M, SERVER_PASSWORD_MIN_LENGTH } from "./constants/accounts";

// The most used passwords of public breach lists (8+ characters, lower-cased). The server
// refuses them on top of the length rule; a short local list keeps this offline.
const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password12",
  "password123",
  "password1234",
  "passw0rd",
  "p@ssw0rd",
  "12345678",
  "123456789",
  "1234567890",
  "12345678910",
  "87654321",
  "11111111",
  "00000000",
  "qwertyuiop",
  "qwerty123",
  "qwerty12",
  "1qaz2wsx",
  "1q2w3e4r",
  "1q2w3e4r5t",
  "zaq12wsx",
  "iloveyou",
  "iloveyou1",
  "sunshine",
  "sunshine1",
  "princess",
  "football",
  "baseball",
  "welcome1",
  "welcome123",
  "letmein1",
  "abc12345",
  "abcd1234",
  "admin123",
  "administrator",
  "superman",
  "trustno1",
  "starwars",
  "whatever",
  "computer",
  "michelle",
  "jennifer",
  "1234qwer",
  "asdfghjkl",
  "asdf1234",
  "q1w2e3r4",
  "changeme",
  "secret123",
  "kuza1234",
  "aa123456",
  "a1234567",
  "qazwsxedc",
  "dragon123",
  "monkey123",
  "shadow123",
  "master123",
]);

/** Reasons a password is too weak for the server, in plain words; empty when it is fine. */
export function weakPasswordReasons(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < SERVER_PASSWORD_MIN_LENGTH) reasons.push(M.weakPasswordLength);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) reasons.push(M.weakPasswordCommon);
  return reasons;
}
