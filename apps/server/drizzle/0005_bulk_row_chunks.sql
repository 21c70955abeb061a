ALTER TABLE "bulk_rows" ADD COLUMN "row_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Rows staged before chunks existed become chunks of one row.
UPDATE "bulk_rows" SET "data" = jsonb_build_array("data") WHERE jsonb_typeof("data") <> 'array';
