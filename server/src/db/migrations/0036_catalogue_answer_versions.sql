CREATE TABLE "business_reaction_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_reaction_versions" ADD CONSTRAINT "business_reaction_versions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The catalogue's answers are kept against data versions (decision 042): the counters of
-- matching_data_versions for what every card shows, and one counter per user for their own Save
-- and Pass. Both move in the writing transaction, so an answer kept at a version is exactly what a
-- fresh read would give while that version holds.
INSERT INTO "matching_data_versions" ("source", "version") VALUES ('response_stats', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "response_stats_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "response_stats" FOR EACH STATEMENT EXECUTE FUNCTION "matching_bump_version"();
--> statement-breakpoint
-- Every user who has reactions has a counter from here on: a reaction's insert makes it, this fills
-- it for the reactions made before, so a delete only ever has to move an existing row (a delete
-- cascading from a deleted user finds its counter gone with the user, and inserts nothing).
INSERT INTO "business_reaction_versions" ("user_id", "version") SELECT DISTINCT "user_id", 1 FROM "business_reactions" ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "business_reaction_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "business_reaction_versions" SET "version" = "version" + 1 WHERE "user_id" = OLD."user_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    INSERT INTO "business_reaction_versions" ("user_id", "version") VALUES (NEW."user_id", 1)
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "business_reaction_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "business_reactions_version" AFTER INSERT OR UPDATE OR DELETE ON "business_reactions" FOR EACH ROW EXECUTE FUNCTION "business_reaction_bump_version"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "business_reaction_bump_every_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "business_reaction_versions" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "business_reactions_truncate_version" AFTER TRUNCATE ON "business_reactions" FOR EACH STATEMENT EXECUTE FUNCTION "business_reaction_bump_every_version"();
