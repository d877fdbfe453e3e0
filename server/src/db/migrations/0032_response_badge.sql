ALTER TYPE "public"."due_diligence_decline_reason" ADD VALUE 'no_response';--> statement-breakpoint
CREATE TABLE "response_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_messages" integer DEFAULT 0 NOT NULL,
	"first_messages_answered" integer DEFAULT 0 NOT NULL,
	"first_message_median_minutes" integer,
	"interests" integer DEFAULT 0 NOT NULL,
	"interests_answered" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "response_stats" ADD CONSTRAINT "response_stats_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;