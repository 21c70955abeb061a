-- Issue 22 item 4: a name of two or more parts is found through the pairs of adjacent words it must contain.
-- name_pairs(text): for each two adjacent words of the lower-cased text (split on single spaces, empty words
-- skipped), the last 3 characters of the first, a space, and the first 3 of the second. Whatever contains
-- 'عمر عبد الفتاح' (ILIKE, any position) has the pairs 'عمر عبد' and 'عبد الف', as long as the first and last
-- words typed have 3 characters or more; so `name_pairs(search_name) @> name_pairs(q)` only narrows the
-- rows the ILIKE then checks (domain/applications.ts), and the GIN index answers it exactly (no recheck).
CREATE FUNCTION name_pairs(name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(
    SELECT right(w, 3) || ' ' || left(nw, 3)
    FROM (
      SELECT w, lead(w) OVER (ORDER BY i) AS nw
      FROM unnest(string_to_array(lower(name), ' ')) WITH ORDINALITY AS x(w, i)
      WHERE w <> ''
    ) s
    WHERE nw IS NOT NULL
  )
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_applications_name_pairs_idx" ON "customer_applications" USING gin (name_pairs("search_name"));
--> statement-breakpoint
-- Issue 21: the home's cashouts card reads its count and amount from the counters, not 100,000 index entries.
ALTER TABLE "affiliate_cashout_counts" ADD COLUMN "amount_piastres" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION affiliate_cashout_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO affiliate_cashout_counts (status, total, amount_piastres)
      SELECT status, -count(*), -coalesce(sum(amount_piastres), 0) FROM old_rows GROUP BY status
      ON CONFLICT (status) DO UPDATE SET total = affiliate_cashout_counts.total + excluded.total,
        amount_piastres = affiliate_cashout_counts.amount_piastres + excluded.amount_piastres;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO affiliate_cashout_counts (status, total, amount_piastres)
      SELECT status, count(*), coalesce(sum(amount_piastres), 0) FROM new_rows GROUP BY status
      ON CONFLICT (status) DO UPDATE SET total = affiliate_cashout_counts.total + excluded.total,
        amount_piastres = affiliate_cashout_counts.amount_piastres + excluded.amount_piastres;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE affiliate_cashout_counts c SET amount_piastres = coalesce(
  (SELECT sum(amount_piastres) FROM affiliate_cashouts a WHERE a.status = c.status), 0);
--> statement-breakpoint
-- Issue 21: credit lines waiting for a review (current, status 0), counted in 16 slots by statement-level
-- triggers (as application_counts), so the home does not count 100,000 index entries.
CREATE TABLE "credit_line_review_counts" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION credit_line_review_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM credit_line_review_counts;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO credit_line_review_counts (slot, total)
      SELECT pg_backend_pid() % 16, -count(*) FROM old_rows WHERE is_current AND credit_line_status = 0
      HAVING count(*) > 0
      ON CONFLICT (slot) DO UPDATE SET total = credit_line_review_counts.total + excluded.total;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO credit_line_review_counts (slot, total)
      SELECT pg_backend_pid() % 16, count(*) FROM new_rows WHERE is_current AND credit_line_status = 0
      HAVING count(*) > 0
      ON CONFLICT (slot) DO UPDATE SET total = credit_line_review_counts.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_line_review_counts_insert AFTER INSERT ON application_financing_partners REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_line_review_counts();
--> statement-breakpoint
CREATE TRIGGER credit_line_review_counts_update AFTER UPDATE ON application_financing_partners REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_line_review_counts();
--> statement-breakpoint
CREATE TRIGGER credit_line_review_counts_delete AFTER DELETE ON application_financing_partners REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_line_review_counts();
--> statement-breakpoint
CREATE TRIGGER credit_line_review_counts_truncate AFTER TRUNCATE ON application_financing_partners FOR EACH STATEMENT EXECUTE FUNCTION credit_line_review_counts();
--> statement-breakpoint
INSERT INTO credit_line_review_counts (slot, total)
  SELECT 0, count(*) FROM application_financing_partners WHERE is_current AND credit_line_status = 0;
