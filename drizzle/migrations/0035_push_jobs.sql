-- Push deliveries move to the job runner (push.fanout, push.deliver). The rounds the old delivery
-- queue left unfinished are handed over: their deliveries still waiting are removed and their fan-out
-- starts again, which creates deliveries only for the devices without one (those already sent or
-- failed keep theirs and their counts); each instance sends a fan-out job for such rounds at start.
UPDATE "notifications" SET "fanout_after" = 0 WHERE "fanout_after" IS NOT NULL OR "id" IN (SELECT "d"."notification_id" FROM "notification_deliveries" "d" WHERE "d"."state" IN ('pending', 'sending') AND "d"."round" = "notifications"."round");--> statement-breakpoint
DELETE FROM "notification_deliveries" WHERE "state" IN ('pending', 'sending');--> statement-breakpoint
ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_state_check";--> statement-breakpoint
DROP INDEX "notification_deliveries_due_idx";--> statement-breakpoint
DROP INDEX "notifications_fanout_idx";--> statement-breakpoint
CREATE INDEX "notifications_fanout_idx" ON "notifications" USING btree ("id") WHERE "notifications"."fanout_after" is not null;--> statement-breakpoint
ALTER TABLE "notification_deliveries" DROP COLUMN "queue";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "queue";--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_state_check" CHECK ("notification_deliveries"."state" in ('pending', 'sent', 'failed'));