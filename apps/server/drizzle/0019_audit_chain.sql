CREATE TABLE "audit_seals" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_seals_entry_id_unique" UNIQUE("entry_id")
);
--> statement-breakpoint
CREATE TABLE "audit_unsealed" (
	"entry_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "kind" text DEFAULT 'change' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_reads_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST) WHERE kind = 'read';--> statement-breakpoint
-- What kind of entry: a change (the default), an event, or a read of personal data (with its reason).
-- The reads already logged are the four actions lib/audit.ts recordRead writes.
UPDATE "audit_log" SET "kind" = 'read'
WHERE "action" IN ('financing.application.view', 'financing.applications.export', 'kyc-image.view', 'nid.download');
--> statement-breakpoint
UPDATE "audit_log" SET "kind" = 'event'
WHERE "action" IN ('auth.login', 'auth.login.failed') OR "action" LIKE '%.refused';
--> statement-breakpoint
-- Append-only (docs/requirements.md §D9): the audit log and its chain refuse UPDATE, DELETE and TRUNCATE, from
-- the application and from anyone else short of a superuser who disables the trigger (which the
-- chain then shows: audit-log/verify).
CREATE FUNCTION "audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Audit entries are never changed or removed.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_seals_append_only" BEFORE UPDATE OR DELETE ON "audit_seals"
  FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_seals_no_truncate" BEFORE TRUNCATE ON "audit_seals"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"();
--> statement-breakpoint
-- Every new entry waits in audit_unsealed until the sealing step chains it: the insert itself takes
-- no lock beyond its own rows, so writers never wait for each other.
CREATE FUNCTION "audit_log_queue_seal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "audit_unsealed" ("entry_id") SELECT "id" FROM "inserted";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_queue_seal" AFTER INSERT ON "audit_log"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_queue_seal"();
--> statement-breakpoint
INSERT INTO "audit_unsealed" ("entry_id") SELECT "id" FROM "audit_log";
--> statement-breakpoint
-- An entry's link in the chain: SHA-256 (hex) of the previous link and the entry's canonical content
-- (a JSON array of every column in a fixed order; jsonb's text form is canonical; the time in whole
-- microseconds since 1970, whatever the session's time zone).
CREATE FUNCTION "audit_entry_hash"("prev" text, "e" "audit_log") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(coalesce(prev, '') || jsonb_build_array(
    e.id, floor(extract(epoch FROM e.at) * 1000000)::bigint, e.actor_id, e.actor_email, e.kind, e.action,
    e.target_type, e.target_id, e.before, e.after, e.ip)::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The sealing step: chains up to max_entries waiting entries, in id order, after the last seal. One
-- sealer at a time over every instance (a transaction-level advisory lock; a busy lock answers -1 and
-- the next round seals). Seal order is the chain's order (seq): an entry whose transaction commits
-- late is sealed in a later round, after entries with higher ids.
CREATE FUNCTION "audit_seal"("max_entries" integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  head text;
  entry "audit_log";
  sealed integer := 0;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('audit_seal')) THEN
    RETURN -1;
  END IF;
  SELECT "hash" INTO head FROM "audit_seals" ORDER BY "seq" DESC LIMIT 1;
  FOR entry IN
    SELECT a.* FROM "audit_unsealed" u JOIN "audit_log" a ON a."id" = u."entry_id"
    ORDER BY u."entry_id" LIMIT max_entries
  LOOP
    head := audit_entry_hash(head, entry);
    INSERT INTO "audit_seals" ("entry_id", "hash") VALUES (entry."id", head);
    DELETE FROM "audit_unsealed" WHERE "entry_id" = entry."id";
    sealed := sealed + 1;
  END LOOP;
  RETURN sealed;
END;
$$;
