ALTER TABLE "users" ADD COLUMN "preferred_locale" text DEFAULT 'es-MX' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_pre_registrations" ADD COLUMN "locale" text DEFAULT 'es-MX' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD COLUMN "locale" text DEFAULT 'es-MX' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_locale_check" CHECK ("users"."preferred_locale" in ('es-MX', 'en', 'fr', 'he', 'ru', 'ar', 'zh-CN', 'de', 'ja', 'ko', 'it', 'hu'));--> statement-breakpoint
ALTER TABLE "doctor_pre_registrations" ADD CONSTRAINT "doctor_pre_registrations_locale_check" CHECK ("doctor_pre_registrations"."locale" in ('es-MX', 'en', 'fr', 'he', 'ru', 'ar', 'zh-CN', 'de', 'ja', 'ko', 'it', 'hu'));--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_locale_check" CHECK ("course_registrations"."locale" in ('es-MX', 'en', 'fr', 'he', 'ru', 'ar', 'zh-CN', 'de', 'ja', 'ko', 'it', 'hu'));