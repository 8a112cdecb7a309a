CREATE TABLE "push_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" varchar(4096) NOT NULL,
	"platform" text NOT NULL,
	"app_version" varchar(40) NOT NULL,
	"locale" text DEFAULT 'es-MX' NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_devices_token_unique" UNIQUE("token"),
	CONSTRAINT "push_devices_platform_check" CHECK ("push_devices"."platform" in ('ANDROID', 'IOS', 'WEB')),
	CONSTRAINT "push_devices_locale_check" CHECK ("push_devices"."locale" in ('es-MX', 'en', 'fr', 'he', 'ru', 'ar', 'zh-CN', 'de', 'ja', 'ko', 'it', 'hu'))
);
--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_devices_user_id_idx" ON "push_devices" USING btree ("user_id");