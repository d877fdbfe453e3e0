CREATE TABLE "investors" (
	"user_id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"investor_type" "investor_type" DEFAULT 'individual' NOT NULL,
	"phone" text,
	"address" text,
	"bio" text,
	"avatar_url" text,
	"kyc_status" text DEFAULT 'pending' NOT NULL,
	"investment_preferences" jsonb,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(full_name, '') || ' ' || coalesce(address, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_1_id" text NOT NULL,
	"participant_2_id" text NOT NULL,
	"last_message_id" uuid,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_ordered_pair" CHECK ("conversations"."participant_1_id" < "conversations"."participant_2_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"content" text NOT NULL,
	"read_status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"link" text,
	"dedupe_key" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "investments_investor_idx";--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant_1_id_user_id_fk" FOREIGN KEY ("participant_1_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant_2_id_user_id_fk" FOREIGN KEY ("participant_2_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_user_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investors_type_idx" ON "investors" USING btree ("investor_type");--> statement-breakpoint
CREATE INDEX "investors_created_at_idx" ON "investors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "investors_search_idx" ON "investors" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "investors_sectors_idx" ON "investors" USING gin (("investment_preferences" -> 'sectors'));--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_idx" ON "conversations" USING btree ("participant_1_id","participant_2_id");--> statement-breakpoint
CREATE INDEX "conversations_p1_last_idx" ON "conversations" USING btree ("participant_1_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_p2_last_idx" ON "conversations" USING btree ("participant_2_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("receiver_id","conversation_id") WHERE read_status = false;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE read = false;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key") WHERE read = false and dedupe_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "investments_one_pending_idx" ON "investments" USING btree ("investor_id","campaign_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "investments_investor_idx" ON "investments" USING btree ("investor_id","created_at");