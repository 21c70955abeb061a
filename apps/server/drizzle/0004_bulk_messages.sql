ALTER TABLE "bulk_batches" ADD COLUMN "failure_message" jsonb;--> statement-breakpoint
ALTER TABLE "bulk_row_errors" ADD COLUMN "key" text DEFAULT 'invalid' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_row_errors" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;