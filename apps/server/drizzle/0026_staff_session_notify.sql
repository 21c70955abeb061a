-- Every server process keeps the sign-in check's view of a session row (revoked, expiry, last use) in
-- memory only while it listens on this channel (plugins/session-access.ts): a new session, revoking one,
-- giving it a new expiry, or deleting it tells them all at commit. Last-seen touches are not announced: a
-- kept last-seen time may be older than the row's, never newer.
CREATE FUNCTION "staff_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staff_session', (CASE TG_OP WHEN 'INSERT' THEN NEW.id ELSE OLD.id END)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_session_changed" AFTER INSERT OR UPDATE OF "revoked_at", "expires_at" OR DELETE ON "staff_sessions"
  FOR EACH ROW EXECUTE FUNCTION "staff_session_changed"();
