-- Issue 21: the home's "offers ending within 7 days" (ACTIVE, started, last day within the week) counted from
-- an index holding only the live ACTIVE offers with their start day, without reading each offer (an index-only
-- scan of a few thousand entries instead of 5,000 heap fetches at 200,000 offers).
CREATE INDEX IF NOT EXISTS "offers_active_ends_idx" ON "offers" USING btree ("kind","ends_at") INCLUDE ("starts_at") WHERE status = 'ACTIVE' AND NOT is_deleted;
