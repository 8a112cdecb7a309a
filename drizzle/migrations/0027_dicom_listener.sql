CREATE TABLE "dicom_received_files" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"received_study_id" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dicom_received_studies" (
	"id" serial PRIMARY KEY NOT NULL,
	"study_instance_uid" text NOT NULL,
	"dicom_patient_name" text,
	"dicom_patient_id" text,
	"dicom_patient_birth_date" text,
	"modality" text,
	"study_date" text,
	"study_description" text,
	"calling_ae_title" text NOT NULL,
	"first_received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"patient_id" integer,
	"study_id" integer,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "dicom_received_studies_study_instance_uid_unique" UNIQUE("study_instance_uid"),
	CONSTRAINT "dicom_received_studies_status_check" CHECK ("dicom_received_studies"."status" in ('pending', 'assigned', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "lab_settings_changes" DROP CONSTRAINT "lab_settings_changes_setting_check";--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "dicom_ae_title" text;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "dicom_calling_ae_titles" text;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "scanner_study_type_id" integer;--> statement-breakpoint
ALTER TABLE "study_files" ADD COLUMN "source" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "dicom_received_files" ADD CONSTRAINT "dicom_received_files_file_id_study_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."study_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dicom_received_files" ADD CONSTRAINT "dicom_received_files_received_study_id_dicom_received_studies_id_fk" FOREIGN KEY ("received_study_id") REFERENCES "public"."dicom_received_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dicom_received_studies" ADD CONSTRAINT "dicom_received_studies_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dicom_received_studies" ADD CONSTRAINT "dicom_received_studies_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dicom_received_studies" ADD CONSTRAINT "dicom_received_studies_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dicom_received_files_study_idx" ON "dicom_received_files" USING btree ("received_study_id");--> statement-breakpoint
CREATE INDEX "dicom_received_studies_status_idx" ON "dicom_received_studies" USING btree ("status","last_received_at");--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_scanner_study_type_id_study_types_id_fk" FOREIGN KEY ("scanner_study_type_id") REFERENCES "public"."study_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_dicom_ae_title_check" CHECK (char_length("lab_settings"."dicom_ae_title") between 1 and 16);--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_dicom_calling_ae_titles_check" CHECK (char_length("lab_settings"."dicom_calling_ae_titles") <= 500);--> statement-breakpoint
ALTER TABLE "lab_settings_changes" ADD CONSTRAINT "lab_settings_changes_setting_check" CHECK ("lab_settings_changes"."setting" in ('result_ready_notifications', 'contact_phone', 'whatsapp_number', 'contact_email', 'address', 'privacy_notice_url', 'terms_url', 'welcome_tour', 'demo_mode', 'default_study_expiry_days', 'chat_attachment_limit_mb', 'maintenance_banner', 'dicom_ae_title', 'dicom_calling_ae_titles', 'scanner_study_type_id'));--> statement-breakpoint
ALTER TABLE "study_files" ADD CONSTRAINT "study_files_source_check" CHECK ("study_files"."source" in ('upload', 'scanner'));