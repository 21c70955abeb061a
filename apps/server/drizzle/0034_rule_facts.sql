-- The rule facts (issue 37 item 2, docs/rules.md): the indexes that let one statement compute a
-- cashout's facts without reading a large table. Customers sharing a cashout's destination: the
-- cashouts and bank accounts carrying an IBAN, the cashouts carrying a wallet number (with the user
-- id, index-only). Name similarity to the blacklist: a GiST trigram index, whose `<->` ordering finds
-- the nearest name without reading the list (128-byte signatures: long Arabic names saturate the
-- default 12 and every leaf is rechecked). Indexes only: the previous release runs beside them
-- unchanged (docs/deployment.md). Pending migrations run in one transaction, so these are plain
-- builds (a write lock on each table while it builds: about a second each at 1M cashouts here); on a
-- big live table build them first with `create index concurrently` under the same names, and these
-- statements skip them. Every statement can run twice.
CREATE INDEX IF NOT EXISTS "affiliate_cashouts_iban_idx" ON "affiliate_cashouts" USING btree ("iban","user_id") WHERE iban IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "affiliate_cashouts_wallet_idx" ON "affiliate_cashouts" USING btree ("wallet_number","user_id") WHERE wallet_number IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_bank_accounts_iban_idx" ON "customer_bank_accounts" USING btree ("iban","user_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "aml_blacklist_name_trgm_idx" ON "aml_blacklist" USING gist ("name" gist_trgm_ops(siglen=128));
