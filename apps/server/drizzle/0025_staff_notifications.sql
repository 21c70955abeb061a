-- Notifications (docs/requirements.md §D9, issue 21 item 5): stored per staff member, kept 30 days; a kind and its
-- params (the web words them in the UI language). Read newest first per staff member, unread counted.
CREATE TABLE "staff_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "staff_notifications_staff_idx" ON "staff_notifications" USING btree ("staff_id","id");
--> statement-breakpoint
CREATE INDEX "staff_notifications_unread_idx" ON "staff_notifications" USING btree ("staff_id") WHERE read_at IS NULL;
--> statement-breakpoint
CREATE INDEX "staff_notifications_created_idx" ON "staff_notifications" USING btree ("created_at");
