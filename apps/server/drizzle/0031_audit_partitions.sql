-- The audit log kept for years (issue 34 §4, docs/audit-chain.md "Partitions and archives"): audit_log
-- partitioned by month (Cairo months, declarative range partitioning on "at"), with a default partition
-- so an insert never fails, partitions made ahead by the audit sealer's partition step
-- (audit_log_make_partitions), and old months exported to the file store and detached (audit_archives).
-- Every statement can run twice (test/migrations.test.ts re-applies the newest migration): the table
-- is converted only while it is still a plain table.
--
-- Rolling upgrade (docs/deployment.md): the previous release reads and writes audit_log unchanged (same
-- name, same columns, same functions); the conversion copies every entry under an ACCESS EXCLUSIVE lock,
-- so audit writes of the running release wait for it (16 s for 250,000 entries measured here under
-- heavy load: npm run bench:audit-convert).

-- An exported month: its file in the store, what it holds, and when it was verified and detached. The
-- MAC (a key derived from AUDIT_KEY, lib/audit-archive.ts) covers every column but the three dates: a
-- row forged to excuse missing entries does not verify.
CREATE TABLE IF NOT EXISTS "audit_archives" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partition" text NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"file_key" text NOT NULL,
	"file_sha256" text NOT NULL,
	"entries" bigint NOT NULL,
	"first_seq" bigint,
	"last_seq" bigint,
	"seqs_digest" text NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"detached_at" timestamp with time zone,
	"mac" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_archives_partition_idx" ON "audit_archives" USING btree ("partition");
--> statement-breakpoint
-- The append-only refusal names audit_log, not the partition the row is in (as before 0031).
CREATE OR REPLACE FUNCTION "audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent text;
BEGIN
  SELECT p."relname" INTO parent FROM pg_inherits i JOIN pg_class p ON p."oid" = i."inhparent"
    WHERE i."inhrelid" = TG_RELID;
  RAISE EXCEPTION '% is append-only: % refused', coalesce(parent, TG_TABLE_NAME), TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Audit entries are never changed or removed.';
END;
$$;
--> statement-breakpoint
-- The month partitions from from_month through to_month (each a Cairo calendar month, named
-- audit_log_YYYY_MM), those missing only: a month already exported and detached is not made again,
-- and a month some of whose entries sit in the default partition is left to it (the default keeps
-- them; made, the partition would refuse to attach). Each partition refuses TRUNCATE itself (the
-- row triggers of audit_log are cloned onto it; a statement trigger is not). One maker at a time.
CREATE OR REPLACE FUNCTION "audit_log_make_partitions"("from_month" date, "to_month" date)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  month date := date_trunc('month', from_month)::date;
  made integer := 0;
  name text;
  lo timestamptz;
  hi timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_log_make_partitions'));
  WHILE month <= to_month LOOP
    name := 'audit_log_' || to_char(month, 'YYYY_MM');
    lo := month::timestamp AT TIME ZONE 'Africa/Cairo';
    hi := (month + interval '1 month')::timestamp AT TIME ZONE 'Africa/Cairo';
    IF to_regclass(quote_ident(name)) IS NULL
      AND NOT EXISTS (SELECT 1 FROM "audit_archives" r WHERE r."partition" = name AND r."detached_at" IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM "audit_log_default" d WHERE d."at" >= lo AND d."at" < hi) THEN
      EXECUTE format('CREATE TABLE %I PARTITION OF "audit_log" FOR VALUES FROM (%L) TO (%L)', name, lo, hi);
      EXECUTE format('CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON %I '
        'FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"()', name);
      made := made + 1;
    END IF;
    month := (month + interval '1 month')::date;
  END LOOP;
  RETURN made;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  month date;
BEGIN
  IF (SELECT c."relkind" FROM pg_class c WHERE c."oid" = '"audit_log"'::regclass) = 'p' THEN
    RETURN;
  END IF;
  LOCK TABLE "audit_log" IN ACCESS EXCLUSIVE MODE;
  ALTER TABLE "audit_log" RENAME TO "audit_log_unpartitioned";
  -- Its indexes and key go with it (the names are taken again below); nothing references audit_log.
  DROP INDEX IF EXISTS "audit_log_at_idx", "audit_log_actor_idx", "audit_log_action_target_idx",
    "audit_log_target_idx", "audit_log_reads_idx", "audit_log_approval_idx";
  ALTER TABLE "audit_log_unpartitioned" DROP CONSTRAINT "audit_log_pkey";
  -- The ids go on from the same sequence (kept when the old table is dropped).
  ALTER SEQUENCE "audit_log_id_seq" OWNED BY NONE;
  -- The same columns in the same order (the row type audit_entry_hash() reads). A partitioned table's
  -- key includes the partition key: (id, at). The id stays unique by its sequence; an entry inserted
  -- with an id taken already cannot be sealed (audit_seals.entry_id is unique) and verify names it.
  CREATE TABLE "audit_log" (
    "id" bigint DEFAULT nextval('audit_log_id_seq'::regclass) NOT NULL,
    "at" timestamp with time zone DEFAULT now() NOT NULL,
    "actor_id" integer,
    "actor_email" text,
    "action" text NOT NULL,
    "target_type" text,
    "target_id" text,
    "before" jsonb,
    "after" jsonb,
    "ip" text,
    "kind" text DEFAULT 'change' NOT NULL,
    "approval_id" bigint,
    "maker_id" integer,
    "maker_email" text,
    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id", "at")
  ) PARTITION BY RANGE ("at");
  ALTER SEQUENCE "audit_log_id_seq" OWNED BY "audit_log"."id";
  CREATE TABLE "audit_log_default" PARTITION OF "audit_log" DEFAULT;
  CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log_default"
    FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"();
  -- A partition for each month that holds entries, and this month and the next two.
  FOR month IN
    SELECT DISTINCT date_trunc('month', u."at" AT TIME ZONE 'Africa/Cairo')::date FROM "audit_log_unpartitioned" u
  LOOP
    PERFORM "audit_log_make_partitions"(month, month);
  END LOOP;
  PERFORM "audit_log_make_partitions"((now() AT TIME ZONE 'Africa/Cairo')::date,
    ((now() AT TIME ZONE 'Africa/Cairo') + interval '2 months')::date);
  INSERT INTO "audit_log" SELECT "id", "at", "actor_id", "actor_email", "action", "target_type", "target_id",
    "before", "after", "ip", "kind", "approval_id", "maker_id", "maker_email" FROM "audit_log_unpartitioned";
  -- audit_entry_hash() takes the old table's row type: made again over the new one, with the same body.
  DROP FUNCTION "audit_entry_hash"(text, "audit_log_unpartitioned");
  DROP TABLE "audit_log_unpartitioned";
  CREATE FUNCTION "audit_entry_hash"("prev" text, "e" "audit_log") RETURNS text LANGUAGE sql IMMUTABLE AS $f$
    SELECT encode(sha256(convert_to(coalesce(prev, '') || (jsonb_build_array(
      e.id, floor(extract(epoch FROM e.at) * 1000000)::bigint, e.actor_id, e.actor_email, e.kind, e.action,
      e.target_type, e.target_id, e.before, e.after, e.ip) || CASE
        WHEN e.approval_id IS NULL AND e.maker_id IS NULL AND e.maker_email IS NULL THEN '[]'::jsonb
        ELSE jsonb_build_array(e.approval_id, e.maker_id, e.maker_email)
      END)::text, 'UTF8')), 'hex')
  $f$;
  CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);
  CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_email", "at" DESC NULLS LAST);
  CREATE INDEX "audit_log_action_target_idx" ON "audit_log" USING btree ("action", "target_id", "at" DESC NULLS LAST);
  CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type", "target_id", "at" DESC NULLS LAST);
  CREATE INDEX "audit_log_reads_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST) WHERE kind = 'read';
  CREATE INDEX "audit_log_approval_idx" ON "audit_log" USING btree ("approval_id") WHERE "approval_id" IS NOT NULL;
  -- The triggers of migration 0019: append-only (the row trigger is cloned onto every partition) and
  -- the sealing queue (a statement trigger on the partitioned table sees the rows of every partition).
  CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
    FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();
  CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
    FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"();
  CREATE TRIGGER "audit_log_queue_seal" AFTER INSERT ON "audit_log"
    REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_queue_seal"();
END;
$$;
--> statement-breakpoint
-- The function of migration 0030, replaced so that every session compiles it again over the new
-- table's row type (a session of the previous release kept the old one compiled), with one change: the
-- entry is looked up LIMIT 1, so the lateral stays a lookup by key in each month partition (without
-- it, a long queue was joined by hashing every partition of audit_log on every round).
CREATE OR REPLACE FUNCTION "audit_next_links"("max_entries" integer)
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
    ) u CROSS JOIN LATERAL (SELECT * FROM "audit_log" l WHERE l."id" = u."entry_id" LIMIT 1) a
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
