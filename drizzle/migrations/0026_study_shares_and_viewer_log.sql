CREATE TABLE "study_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"study_id" integer NOT NULL,
	"created_by" integer,
	"token_hash" text NOT NULL,
	"pin_hash" text,
	"allow_download" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"opens" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	"failed_pin_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_shares_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "study_shares_opens_check" CHECK ("study_shares"."opens" >= 0 and "study_shares"."failed_pin_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "study_access_log" DROP CONSTRAINT "study_access_log_action_check";--> statement-breakpoint
ALTER TABLE "study_access_log" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "study_access_log" ADD COLUMN "share_id" integer;--> statement-breakpoint
ALTER TABLE "study_shares" ADD CONSTRAINT "study_shares_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_shares" ADD CONSTRAINT "study_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_shares" ADD CONSTRAINT "study_shares_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_shares_study_idx" ON "study_shares" USING btree ("study_id","created_at");--> statement-breakpoint
ALTER TABLE "study_access_log" ADD CONSTRAINT "study_access_log_channel_check" CHECK ("study_access_log"."channel" in ('portal', 'app', 'share'));--> statement-breakpoint
ALTER TABLE "study_access_log" ADD CONSTRAINT "study_access_log_action_check" CHECK ("study_access_log"."action" in ('view', 'download', 'upload', 'delete', 'patient_read', 'study_list_read', 'study_read', 'chat_attachment_download', 'result_ready_push', 'result_ready_chat_message', 'viewer_open', 'share_open', 'share_download'));