ALTER TABLE "user" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "due_diligence_meetings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;