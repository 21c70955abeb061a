CREATE TABLE "aml_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"national_id" text NOT NULL,
	"name" text NOT NULL,
	"reason" text NOT NULL,
	"source_list" text NOT NULL,
	"listed_on" date NOT NULL,
	"batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_users" (
	"id" integer PRIMARY KEY NOT NULL,
	"phone" text,
	"email" text,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"block_reason" text,
	"blocked_at" timestamp with time zone,
	"blocked_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text NOT NULL,
	"account_holder" text NOT NULL,
	"batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_bank_accounts" ADD CONSTRAINT "customer_bank_accounts_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aml_blacklist_national_id_key" ON "aml_blacklist" USING btree ("national_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_users_phone_key" ON "app_users" USING btree ("phone") WHERE "app_users"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_bank_accounts_user_iban_key" ON "customer_bank_accounts" USING btree ("user_id","iban");--> statement-breakpoint
CREATE INDEX "customer_bank_accounts_user_idx" ON "customer_bank_accounts" USING btree ("user_id");--> statement-breakpoint
-- Every existing application gets its app user (the app's user id, its phone unless another customer already has it, its name).
INSERT INTO "app_users" ("id", "phone", "name", "created_at")
SELECT "user_id",
  CASE WHEN row_number() OVER (PARTITION BY "phone" ORDER BY "user_id") = 1 THEN "phone" END,
  coalesce(nullif(concat_ws(' ', "first_name", "family_name"), ''), 'Customer ' || "user_id"),
  "created_at"
FROM "customer_applications";--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;