CREATE TABLE "course_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"mother_lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"cardholder" text NOT NULL,
	"spaces" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"payment_provider" text NOT NULL,
	"provider_order_id" text,
	"provider_charge_id" text,
	"idempotency_key" text,
	"type_payment_id" integer DEFAULT 1 NOT NULL,
	"status_payment_id" integer DEFAULT 3 NOT NULL,
	"purchasing_platform_id" integer DEFAULT 1 NOT NULL,
	"type_method" text DEFAULT 'card' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "course_registrations_spaces_check" CHECK ("course_registrations"."spaces" >= 1)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subtopic" text,
	"date" date NOT NULL,
	"time" text,
	"investment_cents" integer NOT NULL,
	"quota" integer NOT NULL,
	"sold_space" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"online_registration" boolean DEFAULT true NOT NULL,
	"image_key" text,
	"description_html" text,
	"course_status_id" integer DEFAULT 1 NOT NULL,
	"headquarter_name" text,
	"headquarter_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_sold_space_check" CHECK ("courses"."sold_space" >= 0 and "courses"."sold_space" <= "courses"."quota"),
	CONSTRAINT "courses_investment_check" CHECK ("courses"."investment_cents" >= 0),
	CONSTRAINT "courses_status_id_check" CHECK ("courses"."course_status_id" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_registrations_idempotency_key_unique" ON "course_registrations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "course_registrations_email_unique" ON "course_registrations" USING btree ("course_id",lower("email")) WHERE "course_registrations"."status" in ('pending', 'paid');--> statement-breakpoint
CREATE INDEX "course_registrations_course_idx" ON "course_registrations" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "courses_public_idx" ON "courses" USING btree ("status","online_registration","date");