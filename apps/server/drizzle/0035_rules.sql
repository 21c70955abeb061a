-- The rules studio's rules (issue 37 items 3 and 4, docs/rules.md): a rule and its immutable versions.
-- Idempotent (every statement can run again), as the newest migration is in test/migrations.test.ts.
CREATE TABLE IF NOT EXISTS "rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rules_subject_check" CHECK ("subject" IN ('cashout', 'creditLineReview', 'customer')),
	CONSTRAINT "rules_status_check" CHECK ("status" IN ('DRAFT', 'SHADOW', 'ACTIVE', 'RETIRED'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rule_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL REFERENCES "rules"("id"),
	"number" integer NOT NULL,
	"condition" text NOT NULL,
	"effect" jsonb NOT NULL,
	"explanation" text NOT NULL,
	"facts" jsonb NOT NULL,
	"created_by_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "rule_versions_rule_number_key" ON "rule_versions" USING btree ("rule_id","number");--> statement-breakpoint
-- A version is immutable: a new one is written instead.
CREATE OR REPLACE FUNCTION "rule_versions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'A rule changes by a new version.';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "rule_versions_append_only" ON "rule_versions";
--> statement-breakpoint
CREATE TRIGGER "rule_versions_append_only" BEFORE UPDATE OR DELETE ON "rule_versions"
  FOR EACH ROW EXECUTE FUNCTION "rule_versions_append_only"();
--> statement-breakpoint
-- The evaluation's read: the SHADOW and ACTIVE rules of a subject.
CREATE INDEX IF NOT EXISTS "rules_subject_status_idx" ON "rules" USING btree ("subject","status","id");
