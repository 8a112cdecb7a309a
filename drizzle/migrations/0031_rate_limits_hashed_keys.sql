-- Attempt counts are kept under the keyed hash of the account or address, never the email or address
-- itself. The counts already kept (short-lived, raw) are dropped: every budget starts afresh.
DELETE FROM "rate_limits";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_key_hashed" CHECK ("rate_limits"."key" ~ ':[0-9a-f]{64}$');
