DROP INDEX "businesses_type_idx";--> statement-breakpoint
CREATE INDEX "businesses_type_stage_created_idx" ON "businesses" USING btree ("business_type","stage","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "campaigns_active_goal_idx" ON "campaigns" USING btree ("business_id","funding_goal") WHERE status = 'active';