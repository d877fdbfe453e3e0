-- Custom SQL migration file, put your code below! --
-- Notifications become a key and parameters, rendered in each reader's language when read
-- (server/src/modules/notifications/notification-texts.ts). The rows written before in English are
-- matched against the English texts the server wrote, one rule per text: names, titles and reasons
-- become parameters, labels (stages, meeting statuses, decline reasons) their codes, "$250,000" a
-- number. A row no rule matches keeps its key null and is shown as it was written. Rules for the
-- same title run most specific first; each only touches rows still without a key.
UPDATE "notifications" AS n SET "message_key" = 'message.new', "params" = jsonb_build_object('name', m.d[1])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) sent you a message$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'New message') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'dueDiligence.interest', "params" = jsonb_build_object('investor', m.d[1], 'business', m.d[2])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) expressed interest in (.*) and started due diligence$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'New due diligence interest') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'dueDiligence.moved', "params" = jsonb_build_object('actor', m.d[1], 'business', m.d[2], 'status', CASE m.d[3] WHEN 'Initial Contact' THEN 'initial_contact' WHEN 'Pitch Deck Review' THEN 'pitch_deck_review' WHEN 'Q&A Scheduled' THEN 'q&a_scheduled' WHEN 'Follow-up Q&A' THEN 'follow_up_q&a' WHEN 'Due Diligence Docs' THEN 'due_diligence_docs' WHEN 'Term Sheet Negotiation' THEN 'term_sheet' WHEN 'Closing' THEN 'closing' WHEN 'Approved' THEN 'approved' WHEN 'Declined' THEN 'declined' END)
FROM (SELECT "id", "title", regexp_match("description", '^(.*) moved (.*) to (Initial Contact|Pitch Deck Review|Q&A Scheduled|Follow-up Q&A|Due Diligence Docs|Term Sheet Negotiation|Closing|Approved|Declined)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Due diligence updated') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'dueDiligence.restarted', "params" = jsonb_build_object('actor', m.d[1], 'business', m.d[2])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) restarted due diligence for (.*)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Due diligence updated') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'dueDiligence.approved', "params" = jsonb_build_object('actor', m.d[1], 'business', m.d[2])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) approved the deal with (.*)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Due diligence approved') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'dueDiligence.declined', "params" = jsonb_build_object('actor', m.d[1], 'business', m.d[2], 'reason', CASE m.d[3] WHEN 'Not a fit now' THEN 'not_a_fit_now' WHEN 'Too early' THEN 'too_early' WHEN 'Terms' THEN 'terms' WHEN 'Team' THEN 'team' WHEN 'Other' THEN 'other' END, 'note', m.d[4])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) declined due diligence for (.*)\. Due diligence declined: (Not a fit now|Too early|Terms|Team|Other)(?: \((.*)\))?$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Due diligence declined') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'documents.requested', "params" = jsonb_build_object('investor', m.d[1], 'count', m.d[2]::integer)
FROM (SELECT "id", "title", regexp_match("description", '^(.*) requested ([0-9]+) documents? for due diligence$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Documents requested') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'sample.document', "params" = jsonb_build_object('business', m.d[1])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) shared a document with you$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Document shared') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'documents.shared', "params" = jsonb_build_object('business', m.d[1], 'document', m.d[2])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) shared (.*)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Document shared') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'meeting.proposed', "params" = jsonb_build_object('actor', m.d[1], 'title', m.d[2], 'when', m.d[3])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) proposed "(.*)" on (.*); approve it in due diligence$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Meeting scheduled') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'meeting.status', "params" = jsonb_build_object('actor', m.d[1], 'title', m.d[2], 'status', CASE m.d[3] WHEN 'Pending Approval' THEN 'pending_approval' WHEN 'Scheduled' THEN 'scheduled' WHEN 'Completed' THEN 'completed' WHEN 'Cancelled' THEN 'cancelled' END)
FROM (SELECT "id", "title", regexp_match("description", '^(.*) set "(.*)" to (Pending Approval|Scheduled|Completed|Cancelled)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Meeting update') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'investment.new', "params" = jsonb_build_object('investor', m.d[1], 'amount', replace(m.d[2], ',', '')::bigint, 'campaign', m.d[3])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) invested \$([0-9,]+) in (.*)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'New investment') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'sample.investment', "params" = jsonb_build_object('investor', m.d[1], 'campaign', m.d[2])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) wants to invest in (.*)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'New investment') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'investment.confirmed', "params" = jsonb_build_object('business', m.d[1], 'amount', replace(m.d[2], ',', '')::bigint, 'campaign', m.d[3])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) confirmed your investment of \$([0-9,]+) in (.*)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Investment updated') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'investment.declined', "params" = jsonb_build_object('business', m.d[1], 'amount', replace(m.d[2], ',', '')::bigint, 'campaign', m.d[3])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) declined your investment of \$([0-9,]+) in (.*)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Investment updated') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'match.new', "params" = jsonb_build_object('name', substr(m."title", 12), 'title', m.d[1], 'score', m.d[2]::numeric)
FROM (SELECT "id", "title", regexp_match("description", '^(.*) is a (?:Excellent|Good|Moderate|Potential) Match \(([0-9]+(?:\.[0-9]+)?)\) for your preferences\.$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" LIKE 'New match: %') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'verification.businessApproved', "params" = jsonb_build_object('name', m.d[1])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) is now Verified on Kuza\.$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Business verified') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'verification.investorApproved', "params" = '{}'::jsonb
FROM (SELECT "id", "title", regexp_match("description", '^(Your investor account is now Verified on Kuza\.)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Account verified') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'verification.rejected', "params" = jsonb_build_object('reason', m.d[1])
FROM (SELECT "id", "title", regexp_match("description", '^Your verification request was not approved\. Reason: (.*)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Verification not approved') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'campaign.approved', "params" = jsonb_build_object('title', m.d[1])
FROM (SELECT "id", "title", regexp_match("description", '^Your campaign ''(.*)'' was approved and is now live\.$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Campaign approved') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'campaign.rejected', "params" = jsonb_build_object('title', m.d[1], 'reason', m.d[2])
FROM (SELECT "id", "title", regexp_match("description", '^Your campaign ''(.*)'' was not approved\. Reason: (.*)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Campaign rejected') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'campaign.unpublished', "params" = jsonb_build_object('title', m.d[1], 'note', m.d[2])
FROM (SELECT "id", "title", regexp_match("description", '^Your campaign ''(.*)'' was unpublished by the Kuza team\. Reason: (.*)\. Edit it and submit it for review to publish it again\.$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Campaign unpublished') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'report.dismissed', "params" = jsonb_build_object('title', m.d[1])
FROM (SELECT "id", "title", regexp_match("description", '^Thank you for reporting ''(.*)''\. Our team reviewed it and found nothing against Kuza''s rules\.$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Your report was reviewed') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'report.actioned', "params" = jsonb_build_object('title', m.d[1])
FROM (SELECT "id", "title", regexp_match("description", '^Thank you for reporting ''(.*)''\. Our team reviewed it and took action under Kuza''s rules\.$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Your report was reviewed') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'sample.interest', "params" = jsonb_build_object('investor', m.d[1], 'business', m.d[2])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) expressed interest in (.*)$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'New investor interest') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'sample.meeting', "params" = jsonb_build_object('investor', m.d[1])
FROM (SELECT "id", "title", regexp_match("description", '^(.*) proposed a meeting; approve it to confirm$') AS d FROM "notifications"
      WHERE "message_key" IS NULL AND "title" = 'Meeting proposed') AS m
WHERE n."id" = m."id" AND m.d IS NOT NULL;
