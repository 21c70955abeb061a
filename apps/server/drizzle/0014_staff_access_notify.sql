-- Every server process keeps the sign-in check's view of an account (active flag, token version) in
-- memory only while it listens on this channel: a change to either, or a deleted account, tells them
-- all at commit, so disabling an account or changing its permissions still ends its sessions at once.
CREATE FUNCTION "staff_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staff_access', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_access_changed" AFTER UPDATE OF "is_active", "token_version" OR DELETE ON "staff_users"
  FOR EACH ROW EXECUTE FUNCTION "staff_access_changed"();
