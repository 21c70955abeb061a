-- Offer status follows the dates (Africa/Cairo days): staff choose DRAFT, ACTIVE or INACTIVE, and an
-- offer is shown EXPIRED after its end date, SCHEDULED before the start of an ACTIVE one.
-- A chosen EXPIRED becomes INACTIVE: if its end date has passed it is still shown as expired; if not,
-- it is taken off (it never showed to users), not "expired" in the future.
UPDATE "offers" SET "status" = 'INACTIVE' WHERE "status" NOT IN ('DRAFT', 'ACTIVE', 'INACTIVE');--> statement-breakpoint
-- Both API and bulk files refuse an end before the start; a row from before that rule lasts one day.
UPDATE "offers" SET "ends_at" = "starts_at" WHERE "ends_at" < "starts_at";--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_dates_check" CHECK ("offers"."ends_at" >= "offers"."starts_at");--> statement-breakpoint
CREATE INDEX "offers_list_ends_idx" ON "offers" USING btree ("kind","is_deleted","ends_at","id");--> statement-breakpoint
CREATE INDEX "offers_list_starts_idx" ON "offers" USING btree ("kind","is_deleted","status","starts_at","id");--> statement-breakpoint
-- The counters move from (kind, status) to (kind, bound, status, day): totals for any status on any day.
TRUNCATE "offer_counts";--> statement-breakpoint
ALTER TABLE "offer_counts" DROP CONSTRAINT "offer_counts_kind_status_pk";--> statement-breakpoint
ALTER TABLE "offer_counts" ADD COLUMN "bound" text NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_counts" ADD COLUMN "day" date NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_counts" ADD CONSTRAINT "offer_counts_kind_bound_status_day_pk" PRIMARY KEY("kind","bound","status","day");--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_offer_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement-level: one counter update per statement, however many rows it touched. Each live
  -- offer counts once under its start day and once under its end day.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO offer_counts (kind, status, bound, day, total)
      SELECT kind, status, 'start', starts_at, -count(*) FROM old_rows WHERE NOT is_deleted GROUP BY kind, status, starts_at
      UNION ALL
      SELECT kind, status, 'end', ends_at, -count(*) FROM old_rows WHERE NOT is_deleted GROUP BY kind, status, ends_at
      ON CONFLICT (kind, bound, status, day) DO UPDATE SET total = offer_counts.total + excluded.total;
    UPDATE merchants m SET offer_count = m.offer_count - d.n
      FROM (SELECT merchant_id, count(*) AS n FROM old_rows WHERE NOT is_deleted GROUP BY merchant_id) d
      WHERE m.id = d.merchant_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO offer_counts (kind, status, bound, day, total)
      SELECT kind, status, 'start', starts_at, count(*) FROM new_rows WHERE NOT is_deleted GROUP BY kind, status, starts_at
      UNION ALL
      SELECT kind, status, 'end', ends_at, count(*) FROM new_rows WHERE NOT is_deleted GROUP BY kind, status, ends_at
      ON CONFLICT (kind, bound, status, day) DO UPDATE SET total = offer_counts.total + excluded.total;
    UPDATE merchants m SET offer_count = m.offer_count + d.n
      FROM (SELECT merchant_id, count(*) AS n FROM new_rows WHERE NOT is_deleted GROUP BY merchant_id) d
      WHERE m.id = d.merchant_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "offer_counts" ("kind", "status", "bound", "day", "total")
  SELECT "kind", "status", 'start', "starts_at", count(*) FROM "offers" WHERE NOT "is_deleted" GROUP BY "kind", "status", "starts_at"
  UNION ALL
  SELECT "kind", "status", 'end', "ends_at", count(*) FROM "offers" WHERE NOT "is_deleted" GROUP BY "kind", "status", "ends_at";
