CREATE TABLE "notification_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_versions" ADD CONSTRAINT "notification_versions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A user's notification list is kept against their counter (decision 042). Statement triggers
-- with transition tables move each touched user's counter once per statement: the match drain
-- writes thousands of notifications in one insert, and pays one set-based statement for them.
-- Every user who has notifications gets a counter now, so a delete only moves an existing one.
INSERT INTO "notification_versions" ("user_id", "version") SELECT DISTINCT "user_id", 1 FROM "notifications" ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notification_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A delete cascading from a deleted user finds its counter gone with the user: nothing inserted.
    UPDATE "notification_versions" SET "version" = "notification_versions"."version" + 1
    FROM (SELECT DISTINCT "user_id" FROM "changed_rows") AS "touched"
    WHERE "notification_versions"."user_id" = "touched"."user_id";
  ELSE
    -- In user id order, so two statements moving the same users' counters lock them in one order.
    INSERT INTO "notification_versions" ("user_id", "version")
    SELECT "user_id", 1 FROM (SELECT DISTINCT "user_id" FROM "changed_rows") AS "touched" ORDER BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "notification_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_insert_version" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "notifications_update_version" AFTER UPDATE ON "notifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "notifications_delete_version" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_bump_versions"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notification_bump_every_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notification_versions" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_truncate_version" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "notification_bump_every_version"();
