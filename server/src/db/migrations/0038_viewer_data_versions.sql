CREATE TABLE "viewer_data_versions" (
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "viewer_data_versions_user_id_source_pk" PRIMARY KEY("user_id","source")
);
--> statement-breakpoint
ALTER TABLE "viewer_data_versions" ADD CONSTRAINT "viewer_data_versions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One table of per-user counters for the answers kept against a viewer's own data (decision 042):
-- the catalogue's Save and Pass (formerly business_reaction_versions), saved matches and the
-- inbox. The session's statement reads a viewer's counters in one index range.
INSERT INTO "viewer_data_versions" ("user_id", "source", "version")
SELECT "user_id", 'business_reactions', "version" FROM "business_reaction_versions";
--> statement-breakpoint
DROP TRIGGER "business_reactions_version" ON "business_reactions";
--> statement-breakpoint
DROP TRIGGER "business_reactions_truncate_version" ON "business_reactions";
--> statement-breakpoint
DROP FUNCTION "business_reaction_bump_version"();
--> statement-breakpoint
DROP FUNCTION "business_reaction_bump_every_version"();
--> statement-breakpoint
DROP TABLE "business_reaction_versions" CASCADE;
--> statement-breakpoint
-- Every user who has rows of a source has its counter from here on: an insert or update makes it,
-- these fill it for the rows made before, so a delete only ever has to move an existing one.
INSERT INTO "viewer_data_versions" ("user_id", "source", "version")
SELECT "participant_1_id", 'conversations', 1 FROM "conversations"
UNION SELECT "participant_2_id", 'conversations', 1 FROM "conversations"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "viewer_data_versions" ("user_id", "source", "version")
SELECT DISTINCT "user_id", 'saved_matches', 1 FROM "saved_matches" ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Moves the counter `counter` of each of `users` (inserting the ones not there yet), in user id
-- order: two statements moving the same users' counters lock them in one order, so they wait
-- for each other and do not deadlock (across the statements of one transaction the order is not
-- kept: decision 042, amendment).
CREATE OR REPLACE FUNCTION "viewer_data_bump"("counter" text, "users" text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "viewer_data_versions" ("user_id", "source", "version")
  SELECT DISTINCT "u", "counter", 1 FROM unnest("users") AS "u" WHERE "u" IS NOT NULL ORDER BY 1
  ON CONFLICT ("user_id", "source") DO UPDATE SET "version" = "viewer_data_versions"."version" + 1;
$$;
--> statement-breakpoint
-- The same for deleted rows, moving existing counters only: a delete cascading from a deleted
-- user finds that user's counters gone with them, and must not insert one back. One row at a
-- time, in user id order, for the same reason as above.
CREATE OR REPLACE FUNCTION "viewer_data_bump_existing"("counter" text, "users" text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "one" text;
BEGIN
  FOR "one" IN SELECT DISTINCT "u" FROM unnest("users") AS "u" WHERE "u" IS NOT NULL ORDER BY 1 LOOP
    UPDATE "viewer_data_versions" SET "version" = "version" + 1 WHERE "user_id" = "one" AND "source" = "counter";
  END LOOP;
END
$$;
--> statement-breakpoint
-- A truncate moves every user's counter of the source named in the trigger's argument.
CREATE OR REPLACE FUNCTION "viewer_data_bump_every"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "viewer_data_versions" SET "version" = "version" + 1 WHERE "source" = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: one set-based move per statement, whatever its rows.
-- The trigger's arguments: the counter, then the rows' columns that name the users whose counter
-- moves (a message's sender and receiver, a conversation's two participants).
CREATE OR REPLACE FUNCTION "viewer_data_version_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "people" text;
  "users" text[];
BEGIN
  FOR "i" IN 1 .. TG_NARGS - 1 LOOP
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      "people" := concat_ws(' UNION ', "people", format('SELECT %I FROM "new_rows"', TG_ARGV["i"]));
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      "people" := concat_ws(' UNION ', "people", format('SELECT %I FROM "old_rows"', TG_ARGV["i"]));
    END IF;
  END LOOP;
  EXECUTE format('SELECT array_agg("u") FROM (%s) AS "people"("u")', "people") INTO "users";
  IF TG_OP = 'DELETE' THEN
    PERFORM "viewer_data_bump_existing"(TG_ARGV[0], "users");
  ELSE
    PERFORM "viewer_data_bump"(TG_ARGV[0], "users");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "business_reactions_insert_viewer_version" AFTER INSERT ON "business_reactions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_version_of_rows"('business_reactions', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "business_reactions_update_viewer_version" AFTER UPDATE ON "business_reactions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_version_of_rows"('business_reactions', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "business_reactions_delete_viewer_version" AFTER DELETE ON "business_reactions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_version_of_rows"('business_reactions', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "business_reactions_truncate_viewer_version" AFTER TRUNCATE ON "business_reactions" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_bump_every"('business_reactions');
--> statement-breakpoint
CREATE TRIGGER "saved_matches_insert_viewer_version" AFTER INSERT ON "saved_matches" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_version_of_rows"('saved_matches', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "saved_matches_update_viewer_version" AFTER UPDATE ON "saved_matches" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_version_of_rows"('saved_matches', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "saved_matches_delete_viewer_version" AFTER DELETE ON "saved_matches" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_version_of_rows"('saved_matches', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "saved_matches_truncate_viewer_version" AFTER TRUNCATE ON "saved_matches" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_bump_every"('saved_matches');
--> statement-breakpoint
-- The inbox of both people in a message: a new message changes both lists (the last message, the
-- receiver's unread count), a read mark the receiver's (both are moved: the statement says nothing
-- of what changed).
CREATE TRIGGER "messages_insert_viewer_version" AFTER INSERT ON "messages" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_version_of_rows"('conversations', 'sender_id', 'receiver_id');
--> statement-breakpoint
CREATE TRIGGER "messages_update_viewer_version" AFTER UPDATE ON "messages" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_version_of_rows"('conversations', 'sender_id', 'receiver_id');
--> statement-breakpoint
CREATE TRIGGER "messages_delete_viewer_version" AFTER DELETE ON "messages" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_version_of_rows"('conversations', 'sender_id', 'receiver_id');
--> statement-breakpoint
CREATE TRIGGER "messages_truncate_viewer_version" AFTER TRUNCATE ON "messages" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_bump_every"('conversations');
--> statement-breakpoint
CREATE TRIGGER "conversations_insert_viewer_version" AFTER INSERT ON "conversations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_version_of_rows"('conversations', 'participant_1_id', 'participant_2_id');
--> statement-breakpoint
CREATE TRIGGER "conversations_update_viewer_version" AFTER UPDATE ON "conversations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_version_of_rows"('conversations', 'participant_1_id', 'participant_2_id');
--> statement-breakpoint
CREATE TRIGGER "conversations_delete_viewer_version" AFTER DELETE ON "conversations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_version_of_rows"('conversations', 'participant_1_id', 'participant_2_id');
--> statement-breakpoint
CREATE TRIGGER "conversations_truncate_viewer_version" AFTER TRUNCATE ON "conversations" FOR EACH STATEMENT EXECUTE FUNCTION "viewer_data_bump_every"('conversations');
--> statement-breakpoint
-- A founder's name (founders.full_name) shows in their partners' inboxes: a shared counter, as
-- profiles' and investors' are (migration matching_triggers).
INSERT INTO "matching_data_versions" ("source", "version") VALUES ('founders', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "founders_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "founders" FOR EACH STATEMENT EXECUTE FUNCTION "matching_bump_version"();
