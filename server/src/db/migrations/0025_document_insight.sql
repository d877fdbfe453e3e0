CREATE TABLE "due_diligence_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"meeting_id" uuid,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "due_diligence_documents" ADD COLUMN "library_document_id" uuid;--> statement-breakpoint
ALTER TABLE "due_diligence_events" ADD CONSTRAINT "due_diligence_events_process_id_due_diligence_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."due_diligence_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_events" ADD CONSTRAINT "due_diligence_events_meeting_id_due_diligence_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."due_diligence_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_events" ADD CONSTRAINT "due_diligence_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "due_diligence_events_process_created_idx" ON "due_diligence_events" USING btree ("process_id","created_at");--> statement-breakpoint
ALTER TABLE "due_diligence_documents" ADD CONSTRAINT "due_diligence_documents_library_document_id_business_documents_id_fk" FOREIGN KEY ("library_document_id") REFERENCES "public"."business_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "due_diligence_documents_library_idx" ON "due_diligence_documents" USING btree ("library_document_id");