-- Custom SQL migration file, put your code below! --
-- The featured order's keys on campaigns (decision 016): business_verified follows the business's
-- verified_at, raised_total is the sum of the campaign's completed investments. Triggers keep them, so every
-- writer (the services, the sample data, a script) leaves them right. raised_total moves by the difference
-- each change makes, under the campaign row's lock, so two investments completed at once both count.
CREATE OR REPLACE FUNCTION "campaigns_track_raised"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'completed' THEN
    UPDATE "campaigns" SET "raised_total" = "raised_total" - OLD."amount" WHERE "id" = OLD."campaign_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'completed' THEN
    UPDATE "campaigns" SET "raised_total" = "raised_total" + NEW."amount" WHERE "id" = NEW."campaign_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "investments_campaign_raised" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount", "campaign_id" ON "investments" FOR EACH ROW EXECUTE FUNCTION "campaigns_track_raised"();
--> statement-breakpoint
-- A new campaign has raised nothing yet and takes its business's verification; FOR SHARE waits for a
-- verification being written at the same moment, so the campaign never keeps the old value.
CREATE OR REPLACE FUNCTION "campaigns_init_featured_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."raised_total" := 0;
  END IF;
  NEW."business_verified" := COALESCE(
    (SELECT "verified_at" IS NOT NULL FROM "businesses" WHERE "id" = NEW."business_id" FOR SHARE),
    false
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "campaigns_featured_keys" BEFORE INSERT OR UPDATE OF "business_id" ON "campaigns" FOR EACH ROW EXECUTE FUNCTION "campaigns_init_featured_keys"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "campaigns_follow_business_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "campaigns" SET "business_verified" = (NEW."verified_at" IS NOT NULL) WHERE "business_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "businesses_campaigns_verified" AFTER UPDATE OF "verified_at" ON "businesses" FOR EACH ROW
  WHEN ((OLD."verified_at" IS NULL) IS DISTINCT FROM (NEW."verified_at" IS NULL))
  EXECUTE FUNCTION "campaigns_follow_business_verified"();
--> statement-breakpoint
UPDATE "campaigns" AS c SET
  "raised_total" = COALESCE((SELECT sum(i."amount") FROM "investments" AS i WHERE i."campaign_id" = c."id" AND i."status" = 'completed'), 0),
  "business_verified" = EXISTS (SELECT 1 FROM "businesses" AS b WHERE b."id" = c."business_id" AND b."verified_at" IS NOT NULL);
