-- The audit chain anchored outside the database (docs/requirements.md §D10, docs/audit-chain.md). Each seal now
-- also carries an HMAC-SHA-256 computed by the application with AUDIT_KEY, which never reaches the
-- database: a superuser can recompute `audit_entry_hash()` but not a MAC. Seals written before this
-- migration keep a null MAC (verify accepts those only before the first MAC'd seal). Every statement
-- can run twice (test/migrations.test.ts re-applies the newest migration).
ALTER TABLE "audit_seals" ADD COLUMN IF NOT EXISTS "mac" text;
--> statement-breakpoint
-- Sealing needs the key, so the database can no longer seal on its own: audit_seal() is gone, and
-- audit_next_links() only computes the next links (sequence number, hash, and the content the MAC
-- covers) for the application, which adds the MAC of each and inserts them (lib/audit-chain.ts),
-- under the same advisory lock. The content is read here, in the loop's own snapshot: an outer query
-- joining audit_log would not see an entry committed after it started, and would drop its link
-- while the next links were already chained through it.
DROP FUNCTION IF EXISTS "audit_seal"(integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS "audit_next_links"(integer);
--> statement-breakpoint
CREATE FUNCTION "audit_next_links"("max_entries" integer)
RETURNS TABLE("seq" bigint, "entry_id" bigint, "hash" text, "content" text) LANGUAGE plpgsql AS $$
DECLARE
  head text;
  entry "audit_log";
BEGIN
  SELECT s."hash" INTO head FROM "audit_seals" s ORDER BY s."seq" DESC LIMIT 1;
  -- The queued ids first, then each entry by its key (LATERAL): a merge join here walked audit_log
  -- from its first entry on every round once the queue looked big to the planner (millions queued).
  FOR entry IN
    SELECT a.* FROM (
      SELECT q."entry_id" FROM "audit_unsealed" q ORDER BY q."entry_id" LIMIT max_entries
    ) u CROSS JOIN LATERAL (SELECT * FROM "audit_log" l WHERE l."id" = u."entry_id") a
    ORDER BY u."entry_id"
  LOOP
    head := audit_entry_hash(head, entry);
    seq := nextval(pg_get_serial_sequence('audit_seals', 'seq'));
    entry_id := entry."id";
    hash := head;
    -- The same expression as ENTRY_CONTENT in lib/audit-chain.ts (verify computes it there).
    content := jsonb_build_array(entry.id, floor(extract(epoch FROM entry.at) * 1000000)::bigint,
      entry.actor_id, entry.actor_email, entry.kind, entry.action, entry.target_type, entry.target_id,
      entry.before, entry.after, entry.ip, entry.approval_id, entry.maker_id, entry.maker_email)::text;
    RETURN NEXT;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Where incremental verification starts: the last checkpoint a verify found true, signed with a key
-- derived from AUDIT_KEY (a row forged or moved forward does not verify and is ignored; removing
-- rows only makes the next verify walk further back).
CREATE TABLE IF NOT EXISTS "audit_verified" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"checkpoint" text NOT NULL,
	"head_seq" bigint NOT NULL,
	"head_id" bigint NOT NULL,
	"head_hash" text NOT NULL,
	"head_mac" text NOT NULL,
	"count" bigint NOT NULL,
	"max_entry_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"mac" text NOT NULL
);
--> statement-breakpoint
-- A full verification pass: a job run by one instance, its progress written as it goes.
CREATE TABLE IF NOT EXISTS "audit_full_passes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"checked" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"report" jsonb,
	"error" text
);
