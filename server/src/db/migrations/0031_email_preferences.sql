CREATE TYPE "public"."email_frequency" AS ENUM('immediate', 'digest', 'off');--> statement-breakpoint
CREATE TYPE "public"."email_kind" AS ENUM('message', 'interest', 'documents_requested', 'document_shared', 'meeting', 'due_diligence', 'investment', 'campaign_review', 'verification', 'report', 'match');--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" text NOT NULL,
	"kind" "email_kind" NOT NULL,
	"frequency" "email_frequency" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;