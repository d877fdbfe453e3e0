-- Custom SQL migration file, put your code below! ---- A ban hides the banned user's business and investor profile from every other user's matches
-- (server/src/db/bans.ts): banning and unbanning move the matching data version like any other
-- change to what matching reads, so cached matches and shared candidate lists are read again.
INSERT INTO "matching_data_versions" ("source", "version") VALUES ('user_bans', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "user_bans_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_bans" FOR EACH STATEMENT EXECUTE FUNCTION "matching_bump_version"();
