-- Claimable queues (docs/requirements.md §D9, issue 21): a row lease on each item waiting for a decision (who holds
-- it, until when), and the partial indexes the home's counts and "take next" read (pending items only).
ALTER TABLE "profile_validations" ADD COLUMN "claimed_by" integer;
--> statement-breakpoint
ALTER TABLE "profile_validations" ADD COLUMN "claimed_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "affiliate_cashouts" ADD COLUMN "claimed_by" integer;
--> statement-breakpoint
ALTER TABLE "affiliate_cashouts" ADD COLUMN "claimed_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "application_financing_partners" ADD COLUMN "claimed_by" integer;
--> statement-breakpoint
ALTER TABLE "application_financing_partners" ADD COLUMN "claimed_until" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "affiliate_cashouts_pending_idx" ON "affiliate_cashouts" USING btree ("requested_at","id") INCLUDE ("amount_piastres") WHERE status = 'PENDING';
--> statement-breakpoint
CREATE INDEX "application_financing_partners_pending_idx" ON "application_financing_partners" USING btree ("created_at","id") WHERE is_current and credit_line_status = 0;
--> statement-breakpoint
CREATE INDEX "bulk_batches_waiting_idx" ON "bulk_batches" USING btree ("feature") WHERE status in ('VALID', 'FAILED');
--> statement-breakpoint
CREATE INDEX "approvals_pending_idx" ON "approvals" USING btree ("permission","maker_id") WHERE status = 'PENDING';
