CREATE TABLE "opening_hours" (
	"weekday" smallint PRIMARY KEY NOT NULL,
	"opens_at" time,
	"closes_at" time,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_hours_weekday_check" CHECK ("opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "opening_hours_times_check" CHECK (("opening_hours"."opens_at" is null and "opening_hours"."closes_at" is null) or "opening_hours"."opens_at" < "opening_hours"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "quality_targets" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"nps" smallint,
	"average_rating" double precision,
	"response_rate" double precision,
	"turnaround_median_hours" double precision,
	"turnaround_p90_hours" double precision,
	"chat_first_response_median_minutes" double precision,
	"chat_first_response_p90_minutes" double precision,
	"expired_unread" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quality_targets_one_row" CHECK ("quality_targets"."id" = 1),
	CONSTRAINT "quality_targets_nps_check" CHECK ("quality_targets"."nps" between -100 and 100),
	CONSTRAINT "quality_targets_rating_check" CHECK ("quality_targets"."average_rating" between 1 and 5),
	CONSTRAINT "quality_targets_rate_check" CHECK ("quality_targets"."response_rate" between 0 and 100),
	CONSTRAINT "quality_targets_expired_check" CHECK ("quality_targets"."expired_unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_targets" ADD CONSTRAINT "quality_targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;