CREATE TABLE "application_counts" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_promotion_users" (
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"batch_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_promotion_users_promotion_id_user_id_pk" PRIMARY KEY("promotion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "credit_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"kind" text NOT NULL,
	"limit_increase" numeric(14, 2),
	"interest_free_months" smallint,
	"partner_id" integer,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"end_reason" text,
	CONSTRAINT "credit_promotions_dates_check" CHECK ("credit_promotions"."starts_on" <= "credit_promotions"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "financing_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_by" text,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	"lift_reason" text
);
--> statement-breakpoint
CREATE TABLE "financing_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"credit_line_id" integer NOT NULL,
	"purchase" text NOT NULL,
	"number" smallint NOT NULL,
	"count" smallint NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'DUE' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_instalments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "financing_instalments_paid_check" CHECK ("financing_instalments"."amount" > 0 and "financing_instalments"."paid_amount" >= 0 and "financing_instalments"."paid_amount" <= "financing_instalments"."amount")
);
--> statement-breakpoint
CREATE TABLE "financing_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"min_limit" numeric(14, 2) NOT NULL,
	"max_limit" numeric(14, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_partners_name_unique" UNIQUE("name"),
	CONSTRAINT "financing_partners_limits_check" CHECK ("financing_partners"."min_limit" > 0 and "financing_partners"."min_limit" <= "financing_partners"."max_limit")
);
--> statement-breakpoint
CREATE TABLE "financing_repayments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instalment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"channel" text NOT NULL,
	"batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_repayments_amount_check" CHECK ("financing_repayments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "financing_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"credit_line_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"from_status" integer NOT NULL,
	"to_status" integer NOT NULL,
	"old_limit" numeric(14, 2),
	"new_limit" numeric(14, 2),
	"reviewed_by_id" integer,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"batch_id" integer
);
--> statement-breakpoint
DROP INDEX "customer_applications_document_idx";--> statement-breakpoint
DROP INDEX "customer_applications_phone_idx";--> statement-breakpoint
ALTER TABLE "application_financing_partners" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "application_financing_partners" ADD COLUMN "activation_type" text;--> statement-breakpoint
ALTER TABLE "application_financing_partners" ADD COLUMN "is_current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_financing_partners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_financing_partners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD COLUMN "search_name" text GENERATED ALWAYS AS (trim(coalesce(first_name || ' ', '') || coalesce(second_name || ' ', '') || coalesce(third_name || ' ', '') || coalesce(family_name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "bulk_batches" ADD COLUMN "amount_total" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "credit_promotion_users" ADD CONSTRAINT "credit_promotion_users_promotion_id_credit_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."credit_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_promotion_users" ADD CONSTRAINT "credit_promotion_users_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_promotion_users" ADD CONSTRAINT "credit_promotion_users_batch_id_bulk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bulk_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_promotions" ADD CONSTRAINT "credit_promotions_partner_id_financing_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."financing_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_blocks" ADD CONSTRAINT "financing_blocks_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_instalments" ADD CONSTRAINT "financing_instalments_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_instalments" ADD CONSTRAINT "financing_instalments_credit_line_id_application_financing_partners_id_fk" FOREIGN KEY ("credit_line_id") REFERENCES "public"."application_financing_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_repayments" ADD CONSTRAINT "financing_repayments_instalment_id_financing_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."financing_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_repayments" ADD CONSTRAINT "financing_repayments_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_repayments" ADD CONSTRAINT "financing_repayments_batch_id_bulk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bulk_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_reviews" ADD CONSTRAINT "financing_reviews_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_reviews" ADD CONSTRAINT "financing_reviews_credit_line_id_application_financing_partners_id_fk" FOREIGN KEY ("credit_line_id") REFERENCES "public"."application_financing_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_reviews" ADD CONSTRAINT "financing_reviews_batch_id_bulk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bulk_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_promotion_users_user_idx" ON "credit_promotion_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "financing_blocks_active_key" ON "financing_blocks" USING btree ("user_id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "financing_blocks_active_since_idx" ON "financing_blocks" USING btree ("blocked_at","id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "financing_instalments_user_idx" ON "financing_instalments" USING btree ("user_id","due_date");--> statement-breakpoint
CREATE INDEX "financing_instalments_line_idx" ON "financing_instalments" USING btree ("credit_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "financing_repayments_once_key" ON "financing_repayments" USING btree ("instalment_id","paid_on","amount","channel");--> statement-breakpoint
CREATE INDEX "financing_repayments_user_idx" ON "financing_repayments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "financing_repayments_batch_idx" ON "financing_repayments" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "financing_reviews_user_idx" ON "financing_reviews" USING btree ("user_id","reviewed_at");--> statement-breakpoint
ALTER TABLE "application_financing_partners" ADD CONSTRAINT "application_financing_partners_partner_id_financing_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."financing_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_financing_partners_current_key" ON "application_financing_partners" USING btree ("user_id") WHERE is_current;--> statement-breakpoint
CREATE INDEX "application_financing_partners_current_idx" ON "application_financing_partners" USING btree ("partner_id","credit_line_status") WHERE is_current;--> statement-breakpoint
CREATE INDEX "customer_applications_search_name_trgm_idx" ON "customer_applications" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_applications_created_idx" ON "customer_applications" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "customer_applications_document_idx" ON "customer_applications" USING btree ("document_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customer_applications_phone_idx" ON "customer_applications" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
-- hand-written:
-- (The generated ADD COLUMN "partner_id" above is nullable on purpose: existing entries get their
-- partner here, then it becomes NOT NULL, as the schema declares, and "partner_name" goes.)
-- Every partner named on an existing entry becomes a financing partner (limit bounds to review).
INSERT INTO "financing_partners" ("name", "name_ar", "min_limit", "max_limit")
SELECT DISTINCT "partner_name", "partner_name", 1000, 200000 FROM "application_financing_partners"
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
UPDATE "application_financing_partners" e SET "partner_id" = p."id"
FROM "financing_partners" p WHERE p."name" = e."partner_name";--> statement-breakpoint
ALTER TABLE "application_financing_partners" ALTER COLUMN "partner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "application_financing_partners" DROP COLUMN "partner_name";--> statement-breakpoint
-- Each customer's current line: the first active one (status 1 or 2), else the latest.
UPDATE "application_financing_partners" SET "is_current" = true WHERE "id" IN (
  SELECT DISTINCT ON ("user_id") "id" FROM "application_financing_partners"
  ORDER BY "user_id", ("credit_line_status" IN (1, 2)) DESC,
    CASE WHEN "credit_line_status" IN (1, 2) THEN "id" END ASC NULLS LAST, "id" DESC
);--> statement-breakpoint
-- The applications' count, kept in 16 slots by statement-level triggers (see application_counts).
CREATE FUNCTION financing_application_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM application_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO application_counts (slot, total) SELECT pg_backend_pid() % 16, count(*) FROM new_rows
    ON CONFLICT (slot) DO UPDATE SET total = application_counts.total + excluded.total;
  ELSE
    INSERT INTO application_counts (slot, total) SELECT pg_backend_pid() % 16, -count(*) FROM old_rows
    ON CONFLICT (slot) DO UPDATE SET total = application_counts.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_applications_count_insert AFTER INSERT ON customer_applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financing_application_counts();--> statement-breakpoint
CREATE TRIGGER customer_applications_count_delete AFTER DELETE ON customer_applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION financing_application_counts();--> statement-breakpoint
CREATE TRIGGER customer_applications_count_truncate AFTER TRUNCATE ON customer_applications FOR EACH STATEMENT EXECUTE FUNCTION financing_application_counts();--> statement-breakpoint
INSERT INTO application_counts (slot, total) SELECT 0, count(*) FROM customer_applications;