import { ensureAdmin } from "../modules/accounts/accounts.service";
import { GOOD_PASSWORD, signIn, uniqueEmail } from "./accounts";
import { createClient, type createTestApp } from "./test-app";

// An admin signed in on their own client, for the admin area's tests.

type TestHandle = Awaited<ReturnType<typeof createTestApp>>;

export async function signedInAdmin(t: TestHandle, fullName = "Zawadi Admin") {
  const email = uniqueEmail("admin");
  const { profile } = await ensureAdmin(t.deps, { email, password: GOOD_PASSWORD, fullName });
  const client = createClient(t.app);
  const res = await signIn(client, email, GOOD_PASSWORD);
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(res.json)}`);
  return { client, profile };
}
