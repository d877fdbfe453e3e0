CREATE TYPE "public"."nda_acceptance_kind" AS ENUM('standard', 'custom');--> statement-breakpoint
CREATE TYPE "public"."nda_requirement" AS ENUM('none', 'standard', 'custom');--> statement-breakpoint
CREATE TABLE "business_ndas" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"requirement" "nda_requirement" DEFAULT 'none' NOT NULL,
	"storage_key" text,
	"file_name" text,
	"file_size" bigint,
	"file_sha256" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_ndas_custom_has_file" CHECK (("business_ndas"."requirement" = 'custom') = ("business_ndas"."storage_key" is not null and "business_ndas"."file_sha256" is not null))
);
--> statement-breakpoint
CREATE TABLE "nda_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"investor_id" text NOT NULL,
	"typed_name" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"kind" "nda_acceptance_kind" NOT NULL,
	"text_version" text,
	"text_locale" text,
	"file_sha256" text,
	"storage_key" text,
	"file_name" text,
	CONSTRAINT "nda_acceptances_kind_fields" CHECK (("nda_acceptances"."kind" = 'standard' and "nda_acceptances"."text_version" is not null) or ("nda_acceptances"."kind" = 'custom' and "nda_acceptances"."file_sha256" is not null and "nda_acceptances"."storage_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "business_ndas" ADD CONSTRAINT "business_ndas_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_process_id_due_diligence_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."due_diligence_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_investor_id_user_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nda_acceptances_process_idx" ON "nda_acceptances" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "nda_acceptances_storage_key_idx" ON "nda_acceptances" USING btree ("storage_key");