ALTER TABLE "campaigns" ADD COLUMN "business_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "raised_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "funded_share" numeric GENERATED ALWAYS AS (raised_total::numeric / nullif(funding_goal, 0)) STORED;--> statement-breakpoint
CREATE INDEX "campaigns_featured_idx" ON "campaigns" USING btree ("business_verified" DESC NULLS LAST,"funded_share" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';