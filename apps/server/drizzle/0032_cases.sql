-- Cases and the complaints desk (issue 36, docs/cases.md): cases with gap-free references per kind and
-- year, their links, append-only notes and attachments, their own events, and the business-day
-- calendar (public holidays, business days per kind). New tables only: the previous release runs
-- beside it unchanged (docs/deployment.md). Every statement can run twice.
CREATE TABLE IF NOT EXISTS "case_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"title" text NOT NULL,
	"priority" text DEFAULT 'NORMAL' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"assignee_id" integer REFERENCES "staff_users"("id"),
	"opened_by" integer REFERENCES "staff_users"("id"),
	"customer_id" integer,
	"opened_on" date NOT NULL,
	"business_days" integer NOT NULL,
	"due_on" date NOT NULL,
	"remind_on" date NOT NULL,
	"reminded_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"outcome" text,
	"summary" text,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"claimed_by" integer,
	"claimed_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "cases_reference_uq" ON "cases" USING btree ("reference");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "cases_kind_year_seq_uq" ON "cases" USING btree ("kind","year","seq");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cases_status_due_idx" ON "cases" USING btree ("status","due_on","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cases_open_due_idx" ON "cases" USING btree ("due_on","id") WHERE status IN ('OPEN', 'IN_PROGRESS', 'WAITING_CUSTOMER');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cases_assignee_due_idx" ON "cases" USING btree ("assignee_id","due_on","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cases_created_idx" ON "cases" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cases_due_idx" ON "cases" USING btree ("due_on","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cases_customer_idx" ON "cases" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cases_title_trgm_idx" ON "cases" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
-- How many cases are in each status, kept by triggers: the list's total without counting a million rows.
CREATE TABLE IF NOT EXISTS "case_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "case_status_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO case_status_counts (status, total)
      SELECT status, -count(*) FROM old_rows GROUP BY status
      ON CONFLICT (status) DO UPDATE SET total = case_status_counts.total + excluded.total;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO case_status_counts (status, total)
      SELECT status, count(*) FROM new_rows GROUP BY status
      ON CONFLICT (status) DO UPDATE SET total = case_status_counts.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cases_counts_insert" ON "cases";
--> statement-breakpoint
CREATE TRIGGER "cases_counts_insert" AFTER INSERT ON "cases" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "case_status_counts"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cases_counts_update" ON "cases";
--> statement-breakpoint
CREATE TRIGGER "cases_counts_update" AFTER UPDATE ON "cases" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "case_status_counts"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cases_counts_delete" ON "cases";
--> statement-breakpoint
CREATE TRIGGER "cases_counts_delete" AFTER DELETE ON "cases" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "case_status_counts"();
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "case_links" (
	"case_id" integer NOT NULL REFERENCES "cases"("id"),
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"linked_by" integer,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_links_case_id_record_type_record_id_pk" PRIMARY KEY("case_id","record_type","record_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "case_links_record_idx" ON "case_links" USING btree ("record_type","record_id","case_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "case_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL REFERENCES "cases"("id"),
	"author_id" integer,
	"text" text NOT NULL,
	"mentions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"refers_to" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "case_notes_case_idx" ON "case_notes" USING btree ("case_id","created_at","id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "case_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL REFERENCES "cases"("id"),
	"storage_key" text NOT NULL UNIQUE,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "case_attachments_case_idx" ON "case_attachments" USING btree ("case_id","created_at","id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "case_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL REFERENCES "cases"("id"),
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"from_value" text,
	"to_value" text,
	"text" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "case_events_case_idx" ON "case_events" USING btree ("case_id","at","id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "public_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "case_deadlines" (
	"kind" text PRIMARY KEY NOT NULL,
	"business_days" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A case's timeline shows the approvals of its records, decided ones too.
CREATE INDEX IF NOT EXISTS "approvals_target_idx" ON "approvals" USING btree ("target_type","target_id","requested_at");
--> statement-breakpoint
-- A case's notes and attachments are never changed or removed (issue 36 item 3).
CREATE OR REPLACE FUNCTION "case_file_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Add a note that corrects it instead.';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "case_notes_append_only" ON "case_notes";
--> statement-breakpoint
CREATE TRIGGER "case_notes_append_only" BEFORE UPDATE OR DELETE ON "case_notes"
  FOR EACH ROW EXECUTE FUNCTION "case_file_append_only"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "case_attachments_append_only" ON "case_attachments";
--> statement-breakpoint
CREATE TRIGGER "case_attachments_append_only" BEFORE UPDATE OR DELETE ON "case_attachments"
  FOR EACH ROW EXECUTE FUNCTION "case_file_append_only"();
