CREATE TABLE "kyc_images" (
	"validation_id" integer NOT NULL,
	"side" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_images_validation_id_side_pk" PRIMARY KEY("validation_id","side"),
	CONSTRAINT "kyc_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "profile_validations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reject_reason" text,
	"reject_note" text
);
--> statement-breakpoint
CREATE TABLE "plus_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"period" text NOT NULL,
	"benefits" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"encoding" text NOT NULL,
	"parts" integer NOT NULL,
	"recipient_count" integer NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"failure_reason" text,
	"created_by_id" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_recipients" (
	"job_id" integer NOT NULL,
	"position" integer NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_recipients_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "sms_send_windows" (
	"window_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_images" ADD CONSTRAINT "kyc_images_validation_id_profile_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."profile_validations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_validations" ADD CONSTRAINT "profile_validations_user_id_customer_applications_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customer_applications"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD CONSTRAINT "sms_recipients_job_id_sms_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."sms_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_validations_queue_idx" ON "profile_validations" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "profile_validations_user_idx" ON "profile_validations" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "profile_validations_one_pending_uq" ON "profile_validations" USING btree ("user_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "plus_plans_position_idx" ON "plus_plans" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "sms_jobs_staff_day_idx" ON "sms_jobs" USING btree ("created_by_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_jobs_open_idx" ON "sms_jobs" USING btree ("id") WHERE status in ('QUEUED', 'SENDING');--> statement-breakpoint
CREATE INDEX "sms_recipients_status_idx" ON "sms_recipients" USING btree ("job_id","status","position");--> statement-breakpoint
CREATE INDEX "app_users_phone_prefix_idx" ON "app_users" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_users_name_trgm_idx" ON "app_users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "app_users_blocked_idx" ON "app_users" USING btree ("id") WHERE "app_users"."status" = 'BLOCKED';