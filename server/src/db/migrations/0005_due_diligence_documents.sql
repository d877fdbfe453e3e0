CREATE TYPE "public"."due_diligence_document_status" AS ENUM('pending', 'shared', 'viewed');--> statement-breakpoint
CREATE TABLE "business_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"category" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"file_type" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "due_diligence_document_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"viewer_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "due_diligence_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"status" "due_diligence_document_status" DEFAULT 'pending' NOT NULL,
	"requested_by" text,
	"storage_key" text,
	"file_name" text,
	"file_size" bigint,
	"file_type" text,
	"uploaded_by" text,
	"shared_date" timestamp with time zone,
	"viewed_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_documents" ADD CONSTRAINT "business_documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_documents" ADD CONSTRAINT "business_documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_document_views" ADD CONSTRAINT "due_diligence_document_views_document_id_due_diligence_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."due_diligence_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_document_views" ADD CONSTRAINT "due_diligence_document_views_viewer_id_user_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_documents" ADD CONSTRAINT "due_diligence_documents_process_id_due_diligence_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."due_diligence_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_documents" ADD CONSTRAINT "due_diligence_documents_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_documents" ADD CONSTRAINT "due_diligence_documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_documents_business_category_idx" ON "business_documents" USING btree ("business_id","category","created_at");--> statement-breakpoint
CREATE INDEX "due_diligence_document_views_document_idx" ON "due_diligence_document_views" USING btree ("document_id","viewed_at");--> statement-breakpoint
CREATE INDEX "due_diligence_documents_process_created_idx" ON "due_diligence_documents" USING btree ("process_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "due_diligence_documents_one_pending_idx" ON "due_diligence_documents" USING btree ("process_id","category") WHERE status = 'pending';