-- Absolute session lifetime (docs/decisions/013-multi-factor-sign-in.md): a session never outlives
-- 30 days from its sign-in (created_at), however often it is used. better-auth slides expires_at
-- forward on use (the idle lifetime); this trigger caps every write of it, whoever writes (better-auth's
-- refresh, a plugin, a script), so every reader that checks expires_at (better-auth's getSession and
-- our fast path) ends the session on time. Keep the interval equal to SESSION_ABSOLUTE_SECONDS in
-- domain/constants/accounts.ts; a test checks both.
CREATE OR REPLACE FUNCTION "session_cap_expires_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."expires_at" := LEAST(NEW."expires_at", NEW."created_at" + interval '30 days');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_absolute_lifetime" BEFORE INSERT OR UPDATE ON "session" FOR EACH ROW EXECUTE FUNCTION "session_cap_expires_at"();
--> statement-breakpoint
UPDATE "session" SET "expires_at" = LEAST("expires_at", "created_at" + interval '30 days');
