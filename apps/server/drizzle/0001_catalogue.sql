CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"address_en" text NOT NULL,
	"address_ar" text NOT NULL,
	"city" text NOT NULL,
	"governorate" text NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"offer_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"logo_key" text,
	"website" text,
	"hotline" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"offer_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_branches" (
	"offer_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "offer_branches_offer_id_branch_id_pk" PRIMARY KEY("offer_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "offer_counts" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_counts_kind_status_pk" PRIMARY KEY("kind","status")
);
--> statement-breakpoint
CREATE TABLE "offer_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	CONSTRAINT "offer_tags_name_en_unique" UNIQUE("name_en"),
	CONSTRAINT "offer_tags_name_ar_unique" UNIQUE("name_ar")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'REGULAR' NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"terms_en" text DEFAULT '' NOT NULL,
	"terms_ar" text DEFAULT '' NOT NULL,
	"merchant_id" integer NOT NULL,
	"category_id" integer,
	"discount_type" text NOT NULL,
	"discount_value" numeric(12, 2) NOT NULL,
	"starts_at" date NOT NULL,
	"ends_at" date NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"image_key" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_offers" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popular_offers" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"priority" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_branches" ADD CONSTRAINT "offer_branches_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_branches" ADD CONSTRAINT "offer_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_offers" ADD CONSTRAINT "onboarding_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_offers" ADD CONSTRAINT "popular_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_merchant_idx" ON "branches" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "merchants_name_en_trgm_idx" ON "merchants" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_name_ar_trgm_idx" ON "merchants" USING gin ("name_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_category_idx" ON "merchants" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "merchants_offer_count_idx" ON "merchants" USING btree ("offer_count","id");--> statement-breakpoint
CREATE INDEX "offer_branches_branch_idx" ON "offer_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "offers_title_en_trgm_idx" ON "offers" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_title_ar_trgm_idx" ON "offers" USING gin ("title_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_list_idx" ON "offers" USING btree ("kind","is_deleted","id");--> statement-breakpoint
CREATE INDEX "offers_list_status_idx" ON "offers" USING btree ("kind","is_deleted","status","id");--> statement-breakpoint
CREATE INDEX "offers_merchant_idx" ON "offers" USING btree ("merchant_id");--> statement-breakpoint
CREATE FUNCTION catalogue_offer_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement-level: one counter update per statement, however many rows it touched.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO offer_counts (kind, status, total)
      SELECT kind, status, -count(*) FROM old_rows WHERE NOT is_deleted GROUP BY kind, status
      ON CONFLICT (kind, status) DO UPDATE SET total = offer_counts.total + excluded.total;
    UPDATE merchants m SET offer_count = m.offer_count - d.n
      FROM (SELECT merchant_id, count(*) AS n FROM old_rows WHERE NOT is_deleted GROUP BY merchant_id) d
      WHERE m.id = d.merchant_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO offer_counts (kind, status, total)
      SELECT kind, status, count(*) FROM new_rows WHERE NOT is_deleted GROUP BY kind, status
      ON CONFLICT (kind, status) DO UPDATE SET total = offer_counts.total + excluded.total;
    UPDATE merchants m SET offer_count = m.offer_count + d.n
      FROM (SELECT merchant_id, count(*) AS n FROM new_rows WHERE NOT is_deleted GROUP BY merchant_id) d
      WHERE m.id = d.merchant_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER offers_counts_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_offer_counts();--> statement-breakpoint
CREATE TRIGGER offers_counts_update AFTER UPDATE ON offers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_offer_counts();--> statement-breakpoint
CREATE TRIGGER offers_counts_delete AFTER DELETE ON offers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_offer_counts();
