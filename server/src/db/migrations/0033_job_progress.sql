ALTER TABLE "jobs" ADD COLUMN "progress" jsonb;--> statement-breakpoint
CREATE INDEX "jobs_kind_created_idx" ON "jobs" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "match_campaign_activations_created_idx" ON "match_campaign_activations" USING btree ("created_at");--> statement-breakpoint
-- Match notifications run on the job queue (decision 032): each transaction that activates
-- campaigns also enqueues one drain job, keyed by its transaction id, so the job commits exactly
-- with the activations it is for (a drain that started earlier cannot miss them).
CREATE OR REPLACE FUNCTION "matching_queue_activation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'active' AND (TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'active') THEN
    INSERT INTO "match_campaign_activations" ("campaign_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
    INSERT INTO "jobs" ("kind", "dedupe_key") VALUES ('matching.notify-activations', 'matching.notify-activations:' || txid_current())
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Activations queued before this migration (the old poller is gone): one job drains them.
INSERT INTO "jobs" ("kind") SELECT 'matching.notify-activations' WHERE EXISTS (SELECT 1 FROM "match_campaign_activations");
