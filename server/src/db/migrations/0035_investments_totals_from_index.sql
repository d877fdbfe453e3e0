DROP INDEX "investments_campaign_status_idx";--> statement-breakpoint
CREATE INDEX "investments_campaign_status_idx" ON "investments" USING btree ("campaign_id","status","investor_id","amount");