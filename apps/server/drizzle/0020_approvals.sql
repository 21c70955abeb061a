-- Four-eyes approvals (docs/requirements.md §D9, issue 20): a policy per guarded action and the held requests.
CREATE TABLE "approval_policies" (
	"action" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"threshold_piastres" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_version" text NOT NULL,
	"request" jsonb NOT NULL,
	"request_hash" text NOT NULL,
	"amount_piastres" bigint,
	"before" jsonb,
	"after" jsonb,
	"permission" text NOT NULL,
	"maker_id" integer NOT NULL,
	"maker_email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checker_id" integer,
	"checker_email" text,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_pending_request_idx" ON "approvals" USING btree ("maker_id","action","request_hash") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "approvals_status_idx" ON "approvals" USING btree ("status","requested_at","id");--> statement-breakpoint
CREATE INDEX "approvals_pending_target_idx" ON "approvals" USING btree ("target_type","target_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "approvals_pending_expiry_idx" ON "approvals" USING btree ("expires_at") WHERE status = 'PENDING';--> statement-breakpoint
-- The defaults: cashouts over EGP 5,000 and every raise of a credit limit need a second person; the
-- other guarded actions are off until an administrator turns them on.
INSERT INTO "approval_policies" ("action", "enabled", "threshold_piastres") VALUES
	('cashout.approve', true, 500000),
	('credit-line.change-limit', true, 0),
	('financing.assign-partner', false, NULL),
	('financing.unblock', false, NULL),
	('blacklist.remove', false, NULL),
	('staff.permissions', false, NULL),
	('bulk.apply', false, NULL);
