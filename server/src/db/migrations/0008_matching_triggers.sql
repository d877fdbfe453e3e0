-- Custom SQL migration file, put your code below! ---- Matching freshness (docs/domain/match-scoring.md): one counter per table that scores a match,
-- bumped in the writing transaction, so the match cache sees a change exactly when it commits.
INSERT INTO "matching_data_versions" ("source", "version") VALUES
  ('businesses', 0), ('campaigns', 0), ('investors', 0), ('investments', 0), ('profiles', 0),
  ('due_diligence_processes', 0), ('match_settings', 0)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "matching_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "matching_data_versions" SET "version" = "version" + 1 WHERE "source" = TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "businesses_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "businesses" FOR EACH STATEMENT EXECUTE FUNCTION "matching_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "matching_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "investors_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "investors" FOR EACH STATEMENT EXECUTE FUNCTION "matching_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "investments_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "investments" FOR EACH STATEMENT EXECUTE FUNCTION "matching_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "due_diligence_processes_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "due_diligence_processes" FOR EACH STATEMENT EXECUTE FUNCTION "matching_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "match_settings_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "match_settings" FOR EACH STATEMENT EXECUTE FUNCTION "matching_bump_version"();
--> statement-breakpoint
-- Signing in sets last_login_at: only a name, role or type change moves matching.
CREATE TRIGGER "profiles_matching_version" AFTER INSERT OR DELETE OR UPDATE OF "full_name", "role", "investor_type" ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "matching_bump_version"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "matching_queue_activation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'active' AND (TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'active') THEN
    INSERT INTO "match_campaign_activations" ("campaign_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "campaigns_matching_activation" AFTER INSERT OR UPDATE OF "status" ON "campaigns" FOR EACH ROW EXECUTE FUNCTION "matching_queue_activation"();
