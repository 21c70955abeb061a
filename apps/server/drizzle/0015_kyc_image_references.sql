-- Every way to a national id image asks for a reason and a reference. A reference another staff
-- member already used for another customer is refused: this table answers that from its primary
-- key's leading column. It starts with the references of the NID downloads already audited.
CREATE TABLE "id_image_references" (
	"reference" text NOT NULL,
	"staff_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "id_image_references_reference_staff_id_user_id_pk" PRIMARY KEY("reference","staff_id","user_id")
);
--> statement-breakpoint
INSERT INTO "id_image_references" ("reference", "staff_id", "user_id", "first_used_at")
SELECT lower(regexp_replace(btrim("after"->>'reference'), '\s+', ' ', 'g')), "actor_id", "target_id"::integer, min("at")
FROM "audit_log"
WHERE "action" IN ('nid.download', 'kyc-image.view')
  AND "actor_id" IS NOT NULL
  AND "target_id" ~ '^[0-9]{1,9}$'
  AND length(btrim(coalesce("after"->>'reference', ''))) >= 3
GROUP BY 1, 2, 3;
