ALTER TABLE "study_access_log" DROP CONSTRAINT "study_access_log_action_check";--> statement-breakpoint
ALTER TABLE "study_access_log" ALTER COLUMN "study_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "study_access_log" ADD COLUMN "patient_id" integer;--> statement-breakpoint
ALTER TABLE "study_access_log" ADD COLUMN "patient_name" text;--> statement-breakpoint
ALTER TABLE "study_access_log" ADD COLUMN "chat_message_id" integer;--> statement-breakpoint
ALTER TABLE "study_access_log" ADD COLUMN "allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Rows written before this migration: their patient, from the study when it still exists.
UPDATE "study_access_log" SET "patient_id" = "studies"."patient_id", "patient_name" = concat_ws(' ', "users"."name", "users"."lastname", "users"."mother_lastname") FROM "studies" JOIN "users" ON "users"."id" = "studies"."patient_id" WHERE "studies"."id" = "study_access_log"."study_id";--> statement-breakpoint
CREATE INDEX "study_access_log_patient_idx" ON "study_access_log" USING btree ("patient_id","at","id");--> statement-breakpoint
CREATE INDEX "study_access_log_user_idx" ON "study_access_log" USING btree ("user_id","at","id");--> statement-breakpoint
CREATE INDEX "study_access_log_at_idx" ON "study_access_log" USING btree ("at","id");--> statement-breakpoint
ALTER TABLE "study_access_log" ADD CONSTRAINT "study_access_log_action_check" CHECK ("study_access_log"."action" in ('view', 'download', 'upload', 'delete', 'patient_read', 'study_list_read', 'study_read', 'chat_attachment_download'));