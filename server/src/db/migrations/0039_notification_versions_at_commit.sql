-- Custom SQL migration file, put your code below! --
-- A user's notification list is kept against their counter `notifications` in
-- viewer_data_versions (decision 042). Unlike the other counters, it moves at COMMIT, in one
-- sweep over every user the transaction notified, in user id order:
-- - a transaction that notifies and then works on (the match drain's slices, pauses, live events
--   and e-mails) holds no counter while it works, so nobody's Mark as read waits behind it;
-- - transactions notifying several users in different orders (a report's founder, then its
--   reporters) lock the counters in one order at commit, so they never deadlock.
-- A statement trigger collects the users into a transaction-local setting (rolled back with a
-- savepoint like the rows themselves); a deferred constraint trigger, the first to fire at
-- commit, moves their counters and empties the setting, so the later ones do nothing.
INSERT INTO "viewer_data_versions" ("user_id", "source", "version")
SELECT DISTINCT "user_id", 'notifications', 1 FROM "notifications" ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notifications_collect_users"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "touched" text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    "touched" := (SELECT string_agg(DISTINCT "user_id", ',') FROM "new_rows");
  ELSIF TG_OP = 'UPDATE' THEN
    "touched" := (SELECT string_agg(DISTINCT "u", ',') FROM (SELECT "user_id" AS "u" FROM "new_rows" UNION SELECT "user_id" FROM "old_rows") AS "both");
  ELSE
    "touched" := (SELECT string_agg(DISTINCT "user_id", ',') FROM "old_rows");
  END IF;
  IF "touched" IS NOT NULL THEN
    PERFORM set_config('kuza.notified_users',
      concat_ws(',', nullif(current_setting('kuza.notified_users', true), ''), "touched"), true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_insert_collect_users" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notifications_collect_users"();
--> statement-breakpoint
CREATE TRIGGER "notifications_update_collect_users" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notifications_collect_users"();
--> statement-breakpoint
CREATE TRIGGER "notifications_delete_collect_users" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notifications_collect_users"();
--> statement-breakpoint
-- Users deleted in the same transaction (their notifications cascading) are skipped: their
-- counters are gone with them.
CREATE OR REPLACE FUNCTION "notifications_bump_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "users" text := current_setting('kuza.notified_users', true);
BEGIN
  IF "users" IS NULL OR "users" = '' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('kuza.notified_users', '', true);
  INSERT INTO "viewer_data_versions" ("user_id", "source", "version")
  SELECT DISTINCT "u", 'notifications', 1
  FROM unnest(string_to_array("users", ',')) AS "u"
  WHERE EXISTS (SELECT 1 FROM "user" WHERE "user"."id" = "u")
  ORDER BY 1
  ON CONFLICT ("user_id", "source") DO UPDATE SET "version" = "viewer_data_versions"."version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "notifications_bump_at_commit" AFTER INSERT OR UPDATE OR DELETE ON "notifications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "notifications_bump_at_commit"();
--> statement-breakpoint
CREATE TRIGGER "notifications_truncate_viewer_version" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_bump_every"('notifications');
