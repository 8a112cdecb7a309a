CREATE TABLE "lab_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"result_ready_notifications" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_settings_one_row" CHECK ("lab_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "study_access_log" DROP CONSTRAINT "study_access_log_action_check";--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "result_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_access_log" ADD CONSTRAINT "study_access_log_action_check" CHECK ("study_access_log"."action" in ('view', 'download', 'upload', 'delete', 'patient_read', 'study_list_read', 'study_read', 'chat_attachment_download', 'result_ready_push', 'result_ready_chat_message'));--> statement-breakpoint
-- The settings' one row, with every default.
INSERT INTO "lab_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Results their patients could already see before "result ready" existed count as announced:
-- saving them again, or adding a file, does not tell the patient now about an old result.
UPDATE "studies" SET "result_announced_at" = "updated_at"
WHERE "visible" AND EXISTS (SELECT 1 FROM "study_files" WHERE "study_files"."study_id" = "studies"."id");
