CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studies" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer,
	"study_type_id" integer NOT NULL,
	"study_date" date NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"expires_at" timestamp with time zone,
	"visible" boolean DEFAULT true NOT NULL,
	"notes" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studies_status_check" CHECK ("studies"."status" in ('in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "study_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"study_id" integer NOT NULL,
	"file_id" integer,
	"file_name" text,
	"user_id" integer,
	"user_name" text,
	"action" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_access_log_action_check" CHECK ("study_access_log"."action" in ('view', 'download', 'upload', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "study_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"study_id" integer,
	"uploaded_by" integer,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" bigint NOT NULL,
	"checksum" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "study_group_links" (
	"study_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "study_group_links_study_id_group_id_pk" PRIMARY KEY("study_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "study_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description_html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "study_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_files" ADD CONSTRAINT "study_files_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_files" ADD CONSTRAINT "study_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_links" ADD CONSTRAINT "study_group_links_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_links" ADD CONSTRAINT "study_group_links_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studies_patient_idx" ON "studies" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "studies_doctor_idx" ON "studies" USING btree ("doctor_id","created_at");--> statement-breakpoint
CREATE INDEX "studies_uploaded_by_idx" ON "studies" USING btree ("uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "studies_expires_idx" ON "studies" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "study_access_log_study_idx" ON "study_access_log" USING btree ("study_id","at");--> statement-breakpoint
CREATE INDEX "study_access_log_action_idx" ON "study_access_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "study_files_study_idx" ON "study_files" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "study_files_staged_idx" ON "study_files" USING btree ("uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "study_group_links_group_idx" ON "study_group_links" USING btree ("group_id");