CREATE TABLE "lab_settings_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"setting" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_settings_changes_setting_check" CHECK ("lab_settings_changes"."setting" in ('result_ready_notifications', 'contact_phone', 'whatsapp_number', 'contact_email', 'address', 'privacy_notice_url', 'terms_url', 'welcome_tour', 'demo_mode', 'default_study_expiry_days', 'chat_attachment_limit_mb', 'maintenance_banner'))
);
--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "privacy_notice_url" text;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "terms_url" text;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "welcome_tour" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "demo_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "default_study_expiry_days" integer;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "chat_attachment_limit_mb" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD COLUMN "maintenance_banner" text;--> statement-breakpoint
ALTER TABLE "lab_settings_changes" ADD CONSTRAINT "lab_settings_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_contact_phone_check" CHECK ("lab_settings"."contact_phone" ~ '^[0-9]{10}$');--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_whatsapp_number_check" CHECK ("lab_settings"."whatsapp_number" ~ '^[0-9]{10}$');--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_contact_email_check" CHECK (char_length("lab_settings"."contact_email") between 3 and 254 and "lab_settings"."contact_email" like '%@%');--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_address_check" CHECK (char_length("lab_settings"."address") between 1 and 255);--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_privacy_notice_url_check" CHECK (char_length("lab_settings"."privacy_notice_url") <= 500 and "lab_settings"."privacy_notice_url" ilike 'https:%');--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_terms_url_check" CHECK (char_length("lab_settings"."terms_url") <= 500 and "lab_settings"."terms_url" ilike 'https:%');--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_default_study_expiry_days_check" CHECK ("lab_settings"."default_study_expiry_days" in (30, 90, 180, 365, 730));--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_chat_attachment_limit_mb_check" CHECK ("lab_settings"."chat_attachment_limit_mb" >= 1);--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_maintenance_banner_check" CHECK (char_length("lab_settings"."maintenance_banner") between 1 and 200);