ALTER TABLE "course_registrations" ADD COLUMN "charge_token" text;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD COLUMN "last_charge_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "course_registrations_unsettled_idx" ON "course_registrations" USING btree ("last_charge_at") WHERE "course_registrations"."status" = 'pending';