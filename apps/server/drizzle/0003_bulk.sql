CREATE TABLE "bulk_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"feature" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'VALIDATING' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"failure_reason" text,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" text,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bulk_row_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"column" text,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_rows" (
	"batch_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "bulk_rows_batch_id_row_no_pk" PRIMARY KEY("batch_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "cati_terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"terminal_id" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cati_terminals_terminal_id_unique" UNIQUE("terminal_id")
);
--> statement-breakpoint
ALTER TABLE "bulk_row_errors" ADD CONSTRAINT "bulk_row_errors_batch_id_bulk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bulk_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_rows" ADD CONSTRAINT "bulk_rows_batch_id_bulk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bulk_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cati_terminals" ADD CONSTRAINT "cati_terminals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cati_terminals" ADD CONSTRAINT "cati_terminals_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cati_terminals" ADD CONSTRAINT "cati_terminals_batch_id_bulk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bulk_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_batches_feature_idx" ON "bulk_batches" USING btree ("feature","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_batches_applied_content_uq" ON "bulk_batches" USING btree ("feature","sha256") WHERE status in ('QUEUED', 'APPLYING', 'APPLIED');--> statement-breakpoint
CREATE INDEX "bulk_row_errors_batch_idx" ON "bulk_row_errors" USING btree ("batch_id","row_no","id");--> statement-breakpoint
CREATE INDEX "cati_terminals_branch_idx" ON "cati_terminals" USING btree ("branch_id");