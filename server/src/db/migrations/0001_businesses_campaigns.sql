CREATE TYPE "public"."business_reaction" AS ENUM('saved', 'passed');--> statement-breakpoint
CREATE TYPE "public"."business_stage" AS ENUM('seed', 'series-a', 'series-b', 'growth');--> statement-breakpoint
CREATE TYPE "public"."campaign_instrument" AS ENUM('safe', 'equity', 'convertible_note');--> statement-breakpoint
CREATE TYPE "public"."campaign_status" AS ENUM('draft', 'pending', 'active', 'completed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."investment_status" AS ENUM('pending', 'completed', 'rejected');--> statement-breakpoint
CREATE TABLE "business_reactions" (
	"user_id" text NOT NULL,
	"business_id" uuid NOT NULL,
	"reaction" "business_reaction" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_reactions_user_id_business_id_pk" PRIMARY KEY("user_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"business_name" text NOT NULL,
	"business_type" text,
	"description" text,
	"incorporation_country" text,
	"stage" "business_stage",
	"logo_url" text,
	"video_pitch_url" text,
	"traction_metrics" jsonb DEFAULT '{"revenue":0,"users":0,"growthRate":0}'::jsonb NOT NULL,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fundraising_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(business_name, '') || ' ' || coalesce(description, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "founders" (
	"user_id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"industry_sector" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"funding_goal" bigint NOT NULL,
	"equity_offered" numeric(5, 2) NOT NULL,
	"min_investment" bigint NOT NULL,
	"max_investment" bigint NOT NULL,
	"instrument" "campaign_instrument" NOT NULL,
	"status" "campaign_status" DEFAULT 'draft' NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"banner_image_url" text,
	"pitch" text,
	"problem" text,
	"solution" text,
	"market" text,
	"business_model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investor_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" "investment_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_reactions" ADD CONSTRAINT "business_reactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reactions" ADD CONSTRAINT "business_reactions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "founders" ADD CONSTRAINT "founders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_investor_id_user_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_reactions_business_idx" ON "business_reactions" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "businesses_stage_idx" ON "businesses" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "businesses_type_idx" ON "businesses" USING btree ("business_type");--> statement-breakpoint
CREATE INDEX "businesses_created_at_idx" ON "businesses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "businesses_search_idx" ON "businesses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "campaigns_business_idx" ON "campaigns" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "campaigns_status_created_idx" ON "campaigns" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_one_active_per_business" ON "campaigns" USING btree ("business_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "investments_campaign_status_idx" ON "investments" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "investments_investor_idx" ON "investments" USING btree ("investor_id");