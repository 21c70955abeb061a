CREATE TABLE "application_financing_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"partner_name" text NOT NULL,
	"credit_line_status" integer NOT NULL,
	"approved_amount" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_id" integer,
	"by_email" text,
	"reviewed_by" text,
	"pdf_status" text,
	"pdf_key" text,
	"pdf_sha256" text
);
--> statement-breakpoint
CREATE TABLE "customer_applications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_name" text,
	"second_name" text,
	"third_name" text,
	"family_name" text,
	"document_number" text,
	"expiration_date" date,
	"birthdate" date,
	"place_of_birth" text,
	"gender" smallint,
	"phone" text,
	"address" text,
	"profession" text,
	"floor_flat_number" text,
	"building_number" text,
	"street" text,
	"disctrict" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_financing_partners" ADD CONSTRAINT "application_financing_partners_user_id_customer_applications_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customer_applications"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_user_id_customer_applications_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customer_applications"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_financing_partners_user_idx" ON "application_financing_partners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contract_events_user_at_idx" ON "contract_events" USING btree ("user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_applications_document_idx" ON "customer_applications" USING btree ("document_number");--> statement-breakpoint
CREATE INDEX "customer_applications_phone_idx" ON "customer_applications" USING btree ("phone");