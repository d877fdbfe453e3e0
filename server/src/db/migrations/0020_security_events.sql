CREATE TYPE "public"."security_event_kind" AS ENUM('sign_in_succeeded', 'sign_in_failed', 'account_sign_in_locked', 'totp_replay_refused', 'two_factor_enabled', 'two_factor_disabled', 'role_changed', 'user_banned', 'user_unbanned', 'nda_accepted', 'document_link_refused', 'upload_refused_by_scanner');--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "security_event_kind" NOT NULL,
	"user_id" text,
	"actor_id" text,
	"ip" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_events_user_created_idx" ON "security_events" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_events_created_idx" ON "security_events" USING btree ("created_at" DESC NULLS LAST);