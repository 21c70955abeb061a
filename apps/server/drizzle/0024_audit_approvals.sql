-- Four-eyes in the audit trail (issue 20 §1): a held request applied by its checker is one change
-- entry naming both. The entry's actor is the checker; `approval_id`, `maker_id` and `maker_email`
-- name the approval and the staff member who asked. Null on every other entry.
ALTER TABLE "audit_log" ADD COLUMN "approval_id" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "maker_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "maker_email" text;--> statement-breakpoint
CREATE INDEX "audit_log_approval_idx" ON "audit_log" USING btree ("approval_id") WHERE "approval_id" IS NOT NULL;--> statement-breakpoint
-- The chain's canonical content covers the maker too. An entry without an approval hashes exactly as
-- before (the entries sealed already keep their links); one with an approval appends the approval's
-- id, the maker's id and email to the array.
CREATE OR REPLACE FUNCTION "audit_entry_hash"("prev" text, "e" "audit_log") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(coalesce(prev, '') || (jsonb_build_array(
    e.id, floor(extract(epoch FROM e.at) * 1000000)::bigint, e.actor_id, e.actor_email, e.kind, e.action,
    e.target_type, e.target_id, e.before, e.after, e.ip) || CASE
      WHEN e.approval_id IS NULL AND e.maker_id IS NULL AND e.maker_email IS NULL THEN '[]'::jsonb
      ELSE jsonb_build_array(e.approval_id, e.maker_id, e.maker_email)
    END)::text, 'UTF8')), 'hex')
$$;
