CREATE TYPE "public"."due_diligence_decline_reason" AS ENUM('not_a_fit_now', 'too_early', 'terms', 'team', 'other');--> statement-breakpoint
CREATE TYPE "public"."due_diligence_meeting_status" AS ENUM('pending_approval', 'scheduled', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."due_diligence_status" AS ENUM('initial_contact', 'pitch_deck_review', 'q&a_scheduled', 'follow_up_q&a', 'due_diligence_docs', 'term_sheet', 'closing', 'approved', 'declined');--> statement-breakpoint
CREATE TABLE "due_diligence_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"meeting_link" text NOT NULL,
	"agenda" text,
	"status" "due_diligence_meeting_status" DEFAULT 'pending_approval' NOT NULL,
	"scheduled_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_diligence_meetings_duration" CHECK ("due_diligence_meetings"."duration_minutes" between 15 and 240)
);
--> statement-breakpoint
CREATE TABLE "due_diligence_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"investor_id" text NOT NULL,
	"campaign_id" uuid,
	"status" "due_diligence_status" DEFAULT 'initial_contact' NOT NULL,
	"progress" integer DEFAULT 10 NOT NULL,
	"last_communication" text NOT NULL,
	"last_communication_date" timestamp with time zone DEFAULT now() NOT NULL,
	"next_step" text,
	"decline_reason" "due_diligence_decline_reason",
	"decline_note" text,
	"declined_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_diligence_processes_progress_range" CHECK ("due_diligence_processes"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "due_diligence_meetings" ADD CONSTRAINT "due_diligence_meetings_process_id_due_diligence_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."due_diligence_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_meetings" ADD CONSTRAINT "due_diligence_meetings_scheduled_by_user_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_processes" ADD CONSTRAINT "due_diligence_processes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_processes" ADD CONSTRAINT "due_diligence_processes_investor_id_user_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_processes" ADD CONSTRAINT "due_diligence_processes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_processes" ADD CONSTRAINT "due_diligence_processes_declined_by_user_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "due_diligence_meetings_process_starts_idx" ON "due_diligence_meetings" USING btree ("process_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "due_diligence_processes_pair_idx" ON "due_diligence_processes" USING btree ("investor_id","business_id");--> statement-breakpoint
CREATE INDEX "due_diligence_processes_business_updated_idx" ON "due_diligence_processes" USING btree ("business_id","updated_at");--> statement-breakpoint
CREATE INDEX "due_diligence_processes_investor_updated_idx" ON "due_diligence_processes" USING btree ("investor_id","updated_at");