CREATE TABLE "dicom_instances" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"study_instance_uid" text NOT NULL,
	"series_instance_uid" text NOT NULL,
	"sop_instance_uid" text NOT NULL,
	"sop_class_uid" text NOT NULL,
	"transfer_syntax_uid" text NOT NULL,
	"modality" text,
	"series_number" integer,
	"series_description" text,
	"instance_number" integer,
	"rows" integer NOT NULL,
	"columns" integer NOT NULL,
	"frames" integer DEFAULT 1 NOT NULL,
	"bits_allocated" integer NOT NULL,
	"samples_per_pixel" integer DEFAULT 1 NOT NULL,
	"photometric_interpretation" text NOT NULL,
	"pixel_spacing_row" real,
	"pixel_spacing_column" real,
	"slice_thickness" real,
	"window_center" real,
	"window_width" real,
	"patient_name" text,
	"patient_id" text,
	"patient_birth_date" text,
	"study_date" text,
	"pixel_data_offset" bigint NOT NULL,
	"pixel_data_length" bigint,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dicom_instances_frames_check" CHECK ("dicom_instances"."frames" >= 1),
	CONSTRAINT "dicom_instances_size_check" CHECK ("dicom_instances"."rows" >= 1 and "dicom_instances"."columns" >= 1)
);
--> statement-breakpoint
ALTER TABLE "dicom_instances" ADD CONSTRAINT "dicom_instances_file_id_study_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."study_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dicom_instances_study_uid_idx" ON "dicom_instances" USING btree ("study_instance_uid");--> statement-breakpoint
CREATE INDEX "dicom_instances_series_uid_idx" ON "dicom_instances" USING btree ("series_instance_uid","instance_number");--> statement-breakpoint
CREATE INDEX "dicom_instances_sop_uid_idx" ON "dicom_instances" USING btree ("sop_instance_uid");