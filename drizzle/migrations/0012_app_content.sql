CREATE TABLE "branch_offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(120) NOT NULL,
	"address" varchar(255) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"directions" text,
	"map_service_url" varchar(500),
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opening_hours" text,
	"image" jsonb,
	CONSTRAINT "branch_offices_window_check" CHECK ("branch_offices"."publish_until" is null or "branch_offices"."publish_from" is null or "branch_offices"."publish_until" > "branch_offices"."publish_from"),
	CONSTRAINT "branch_offices_lat_check" CHECK ("branch_offices"."lat" between -90 and 90),
	CONSTRAINT "branch_offices_lng_check" CHECK ("branch_offices"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" varchar(255) NOT NULL,
	"pdf_key" text NOT NULL,
	"pdf_size" integer NOT NULL,
	"cover" jsonb NOT NULL,
	"is_front" boolean DEFAULT false NOT NULL,
	CONSTRAINT "recipes_window_check" CHECK ("recipes"."publish_until" is null or "recipes"."publish_from" is null or "recipes"."publish_until" > "recipes"."publish_from")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(120) NOT NULL,
	"description_html" text NOT NULL,
	"image" jsonb NOT NULL,
	CONSTRAINT "services_window_check" CHECK ("services"."publish_until" is null or "services"."publish_from" is null or "services"."publish_until" > "services"."publish_from")
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image" jsonb NOT NULL,
	"alt_text" varchar(255) NOT NULL,
	"link_url" varchar(500),
	CONSTRAINT "slides_window_check" CHECK ("slides"."publish_until" is null or "slides"."publish_from" is null or "slides"."publish_until" > "slides"."publish_from")
);
--> statement-breakpoint
CREATE TABLE "welcome_modals" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image" jsonb NOT NULL,
	"alt_text" varchar(255) NOT NULL,
	"title" varchar(120) NOT NULL,
	"body" text,
	CONSTRAINT "welcome_modals_window_check" CHECK ("welcome_modals"."publish_until" is null or "welcome_modals"."publish_from" is null or "welcome_modals"."publish_until" > "welcome_modals"."publish_from")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"kind" varchar(40) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_versions" ("kind", "version") SELECT 'courses', "version" + 1 FROM "catalogue_version";--> statement-breakpoint
INSERT INTO "content_versions" ("kind") VALUES ('faqs'), ('slides'), ('welcome_modals'), ('recipes'), ('branch_offices'), ('services') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "content_versions" ("kind") VALUES ('courses') ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TRIGGER "courses_bump_catalogue_version" ON "courses";--> statement-breakpoint
DROP FUNCTION "bump_catalogue_version"();--> statement-breakpoint
DROP TABLE "catalogue_version" CASCADE;--> statement-breakpoint
CREATE INDEX "branch_offices_position_idx" ON "branch_offices" USING btree ("position");--> statement-breakpoint
CREATE INDEX "recipes_position_idx" ON "recipes" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_single_front" ON "recipes" USING btree ("is_front") WHERE "recipes"."is_front";--> statement-breakpoint
CREATE INDEX "services_position_idx" ON "services" USING btree ("position");--> statement-breakpoint
CREATE INDEX "slides_position_idx" ON "slides" USING btree ("position");--> statement-breakpoint
CREATE INDEX "welcome_modals_position_idx" ON "welcome_modals" USING btree ("position");--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "content_versions" SET "version" = "version" + 1 WHERE "kind" = TG_ARGV[0];
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courses_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('courses');--> statement-breakpoint
CREATE TRIGGER "faqs_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('faqs');--> statement-breakpoint
CREATE TRIGGER "slides_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slides"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('slides');--> statement-breakpoint
CREATE TRIGGER "welcome_modals_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "welcome_modals"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('welcome_modals');--> statement-breakpoint
CREATE TRIGGER "recipes_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recipes"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('recipes');--> statement-breakpoint
CREATE TRIGGER "branch_offices_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branch_offices"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('branch_offices');--> statement-breakpoint
CREATE TRIGGER "services_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('services');
