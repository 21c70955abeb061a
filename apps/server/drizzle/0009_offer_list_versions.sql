CREATE TABLE "offer_lists" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "offer_lists_name_unique" UNIQUE("name")
);
--> statement-breakpoint
INSERT INTO "offer_lists" ("id", "name") VALUES (1, 'popular-offers'), (2, 'onboarding-offers');