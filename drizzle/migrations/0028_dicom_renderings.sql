CREATE TABLE "dicom_renderings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dicom_renderings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" integer NOT NULL,
	"variant" text NOT NULL,
	"storage_key" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"checksum" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dicom_renderings" ADD CONSTRAINT "dicom_renderings_file_id_study_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."study_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dicom_renderings_variant_idx" ON "dicom_renderings" USING btree ("file_id","variant");--> statement-breakpoint
CREATE INDEX "dicom_renderings_storage_key_idx" ON "dicom_renderings" USING btree ("storage_key");