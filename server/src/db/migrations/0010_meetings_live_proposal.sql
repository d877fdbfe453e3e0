-- A double submit may already have left two live copies of one proposal: keep the first, cancel the rest.
UPDATE "due_diligence_meetings" AS m SET "status" = 'cancelled', "updated_at" = now()
WHERE m."status" in ('pending_approval', 'scheduled') AND EXISTS (
  SELECT 1 FROM "due_diligence_meetings" AS o
  WHERE o."process_id" = m."process_id" AND o."scheduled_by" = m."scheduled_by" AND o."starts_at" = m."starts_at"
    AND o."title" = m."title" AND o."status" in ('pending_approval', 'scheduled')
    AND (o."created_at", o."id") < (m."created_at", m."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "due_diligence_meetings_live_proposal_idx" ON "due_diligence_meetings" USING btree ("process_id","scheduled_by","starts_at","title") WHERE status in ('pending_approval', 'scheduled');
