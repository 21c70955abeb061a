-- Decision records (issue 37 item 1, docs/decisions.md): what was known when a decision on a cashout, a
-- credit line, a KYC validation, a financing block or a blacklist entry was made, frozen in the
-- decision's own transaction, its SHA-256 in the decision's audit entry. Append-only. New table only:
-- the previous release runs beside it unchanged (docs/deployment.md). Every statement can run twice.
CREATE TABLE IF NOT EXISTS "decision_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"customer_id" integer,
	"decided_at" timestamp with time zone NOT NULL,
	"decided_by_id" integer,
	"decided_by" text,
	"content" jsonb NOT NULL,
	"sha256" text NOT NULL,
	"audit_target_type" text NOT NULL,
	"audit_target_id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "decision_records_record_idx" ON "decision_records" USING btree ("record_type","record_id","decided_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "decision_records_customer_idx" ON "decision_records" USING btree ("customer_id","decided_at","id");
--> statement-breakpoint
-- A decision record is never changed or removed: a later decision writes its own.
CREATE OR REPLACE FUNCTION "decision_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'A later decision writes its own record.';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "decision_records_append_only" ON "decision_records";
--> statement-breakpoint
CREATE TRIGGER "decision_records_append_only" BEFORE UPDATE OR DELETE ON "decision_records"
  FOR EACH ROW EXECUTE FUNCTION "decision_records_append_only"();
