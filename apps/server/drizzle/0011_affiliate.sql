CREATE TABLE "affiliate_aggregators" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "affiliate_aggregators_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "affiliate_cashout_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_cashouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_piastres" bigint NOT NULL,
	"method" text NOT NULL,
	"wallet_provider" text,
	"wallet_number" text,
	"bank_name" text,
	"iban" text,
	"account_holder" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"balance_at_request_piastres" bigint NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "affiliate_cashouts_amount_check" CHECK ("affiliate_cashouts"."amount_piastres" > 0),
	CONSTRAINT "affiliate_cashouts_status_check" CHECK ("affiliate_cashouts"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "affiliate_cashouts_method_check" CHECK ("affiliate_cashouts"."method" in ('WALLET', 'BANK'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"logo_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_config_versions" (
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"value" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" text,
	CONSTRAINT "affiliate_config_versions_key_version_pk" PRIMARY KEY("key","version")
);
--> statement-breakpoint
CREATE TABLE "affiliate_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "affiliate_configs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "affiliate_merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"logo_key" text,
	"aggregator_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tracking_url" text NOT NULL,
	"cashback_type" text NOT NULL,
	"cashback_value" numeric(14, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_merchants_cashback_type_check" CHECK ("affiliate_merchants"."cashback_type" in ('PERCENTAGE', 'FIXED'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_amount_piastres" bigint NOT NULL,
	"cashback_piastres" bigint NOT NULL,
	"status" text NOT NULL,
	"ordered_on" date NOT NULL,
	"batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_transactions_status_check" CHECK ("affiliate_transactions"."status" in ('PENDING', 'CONFIRMED', 'REVERSED')),
	CONSTRAINT "affiliate_transactions_amounts_check" CHECK ("affiliate_transactions"."order_amount_piastres" > 0 and "affiliate_transactions"."cashback_piastres" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cashback_wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pending_piastres" bigint DEFAULT 0 NOT NULL,
	"available_piastres" bigint DEFAULT 0 NOT NULL,
	"paid_out_piastres" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popular_affiliate_merchants" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"priority" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_cashouts" ADD CONSTRAINT "affiliate_cashouts_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_merchants" ADD CONSTRAINT "affiliate_merchants_aggregator_id_affiliate_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."affiliate_aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_merchants" ADD CONSTRAINT "affiliate_merchants_category_id_affiliate_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."affiliate_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_transactions" ADD CONSTRAINT "affiliate_transactions_merchant_id_affiliate_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."affiliate_merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_transactions" ADD CONSTRAINT "affiliate_transactions_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_wallets" ADD CONSTRAINT "cashback_wallets_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_affiliate_merchants" ADD CONSTRAINT "popular_affiliate_merchants_merchant_id_affiliate_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."affiliate_merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_cashouts_requested_idx" ON "affiliate_cashouts" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "affiliate_cashouts_status_requested_idx" ON "affiliate_cashouts" USING btree ("status","requested_at","id");--> statement-breakpoint
CREATE INDEX "affiliate_cashouts_user_requested_idx" ON "affiliate_cashouts" USING btree ("user_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "affiliate_cashouts_amount_idx" ON "affiliate_cashouts" USING btree ("amount_piastres","id");--> statement-breakpoint
CREATE INDEX "affiliate_categories_position_idx" ON "affiliate_categories" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "affiliate_merchants_name_en_trgm_idx" ON "affiliate_merchants" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "affiliate_merchants_name_ar_trgm_idx" ON "affiliate_merchants" USING gin ("name_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "affiliate_merchants_aggregator_idx" ON "affiliate_merchants" USING btree ("aggregator_id","id");--> statement-breakpoint
CREATE INDEX "affiliate_merchants_category_idx" ON "affiliate_merchants" USING btree ("category_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_transactions_order_key" ON "affiliate_transactions" USING btree ("merchant_id","order_id");--> statement-breakpoint
CREATE INDEX "affiliate_transactions_user_idx" ON "affiliate_transactions" USING btree ("user_id","ordered_on","id");--> statement-breakpoint
CREATE INDEX "affiliate_transactions_merchant_idx" ON "affiliate_transactions" USING btree ("merchant_id","id");--> statement-breakpoint
-- hand-written:
-- Cashouts per status, kept by statement-level triggers (one counter update per statement).
CREATE FUNCTION affiliate_cashout_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO affiliate_cashout_counts (status, total)
      SELECT status, -count(*) FROM old_rows GROUP BY status
      ON CONFLICT (status) DO UPDATE SET total = affiliate_cashout_counts.total + excluded.total;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO affiliate_cashout_counts (status, total)
      SELECT status, count(*) FROM new_rows GROUP BY status
      ON CONFLICT (status) DO UPDATE SET total = affiliate_cashout_counts.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER affiliate_cashouts_counts_insert AFTER INSERT ON affiliate_cashouts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION affiliate_cashout_counts();--> statement-breakpoint
CREATE TRIGGER affiliate_cashouts_counts_update AFTER UPDATE ON affiliate_cashouts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION affiliate_cashout_counts();--> statement-breakpoint
CREATE TRIGGER affiliate_cashouts_counts_delete AFTER DELETE ON affiliate_cashouts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION affiliate_cashout_counts();--> statement-breakpoint
INSERT INTO affiliate_cashout_counts (status, total) VALUES ('PENDING', 0), ('APPROVED', 0), ('REJECTED', 0);--> statement-breakpoint
-- The affiliate networks merchants come through (reference data: every deployment needs them).
INSERT INTO affiliate_aggregators (code, name) VALUES
  ('ADMITAD', 'Admitad'),
  ('ARABCLICKS', 'ArabClicks'),
  ('DCM', 'DCMnetwork'),
  ('BOOSTINY', 'Boostiny'),
  ('OPTIMISE', 'Optimise Media'),
  ('CJ', 'CJ Affiliate'),
  ('IMPACT', 'impact.com'),
  ('AWIN', 'Awin'),
  ('DIRECT', 'Direct partnership');--> statement-breakpoint
-- The two configs exist from the start (version 1), so every screen and save works on a fresh deployment.
INSERT INTO affiliate_configs (key, value) VALUES
  ('contest', jsonb_build_object(
    'titleEn', '', 'titleAr', '', 'descriptionEn', '', 'descriptionAr', '',
    'startsOn', to_char((now() AT TIME ZONE 'Africa/Cairo')::date, 'YYYY-MM-DD'),
    'endsOn', to_char((now() AT TIME ZONE 'Africa/Cairo')::date + 30, 'YYYY-MM-DD'),
    'prizes', '[]'::jsonb, 'rulesEn', '', 'rulesAr', '', 'imageKey', null, 'isActive', false)),
  ('banners', '{"banners": []}'::jsonb);--> statement-breakpoint
INSERT INTO affiliate_config_versions (key, version, value, saved_at)
  SELECT key, version, value, updated_at FROM affiliate_configs;
