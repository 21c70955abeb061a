-- The customer page's SMS received (issue 21): a customer's messages found by their mobile, through an index
-- instead of a scan of every recipient of every sending.
CREATE INDEX IF NOT EXISTS "sms_recipients_phone_idx" ON "sms_recipients" USING btree ("phone","job_id");
