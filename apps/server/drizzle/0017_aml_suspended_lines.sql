-- An applied AML blacklist file suspends the customer's open credit line and blocks them from financing;
-- the block keeps the line and its status then, so that lifting it (unblock) restores the line.
ALTER TABLE "financing_blocks" ADD COLUMN "suspended_line_id" integer;--> statement-breakpoint
ALTER TABLE "financing_blocks" ADD COLUMN "line_status_before" smallint;--> statement-breakpoint
ALTER TABLE "financing_blocks" ADD CONSTRAINT "financing_blocks_suspended_line_id_application_financing_partners_id_fk" FOREIGN KEY ("suspended_line_id") REFERENCES "public"."application_financing_partners"("id") ON DELETE set null ON UPDATE no action;