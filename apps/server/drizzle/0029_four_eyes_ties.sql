-- Four-eyes a determined insider cannot get around (issue 31): staff access is guarded by default,
-- in new and existing databases alike (turning it off again is a held loosening).
UPDATE "approval_policies" SET "enabled" = true, "updated_at" = now(), "updated_by" = 'migration 0029'
WHERE "action" = 'staff.permissions' AND NOT "enabled";--> statement-breakpoint
-- A staff-access change applied at once because no checker existed is listed with the approvals.
ALTER TABLE "approvals" ADD COLUMN IF NOT EXISTS "applied_alone" boolean DEFAULT false NOT NULL;
