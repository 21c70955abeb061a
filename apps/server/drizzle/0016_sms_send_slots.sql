-- The overall SMS rate becomes a sliding window: one row per send slot, each holding when a message
-- last took it (features/sms/sms-sender.ts). The per-second counters it replaces let twice the rate
-- through across a second boundary.
CREATE TABLE "sms_send_slots" (
	"slot" integer PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "sms_send_windows";
