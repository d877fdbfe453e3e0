CREATE INDEX "business_documents_storage_key_idx" ON "business_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "due_diligence_documents_storage_key_idx" ON "due_diligence_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "business_ndas_storage_key_idx" ON "business_ndas" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "verification_requests_storage_key_idx" ON "verification_requests" USING btree ("storage_key");