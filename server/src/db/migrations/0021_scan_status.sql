CREATE TYPE "public"."scan_status" AS ENUM('clean', 'not_scanned');--> statement-breakpoint
ALTER TABLE "business_documents" ADD COLUMN "scan_status" "scan_status" DEFAULT 'not_scanned' NOT NULL;--> statement-breakpoint
ALTER TABLE "due_diligence_documents" ADD COLUMN "scan_status" "scan_status" DEFAULT 'not_scanned' NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "scan_status" "scan_status" DEFAULT 'not_scanned' NOT NULL;