CREATE TABLE "package_study_types" (
	"package_id" integer NOT NULL,
	"study_type_id" integer NOT NULL,
	CONSTRAINT "package_study_types_package_id_study_type_id_pk" PRIMARY KEY("package_id","study_type_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"image" jsonb NOT NULL,
	CONSTRAINT "packages_window_check" CHECK ("packages"."publish_until" is null or "packages"."publish_from" is null or "packages"."publish_until" > "packages"."publish_from"),
	CONSTRAINT "packages_price_check" CHECK ("packages"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "package_study_types" ADD CONSTRAINT "package_study_types_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_study_types" ADD CONSTRAINT "package_study_types_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_study_types_study_type_idx" ON "package_study_types" USING btree ("study_type_id");--> statement-breakpoint
CREATE INDEX "packages_position_idx" ON "packages" USING btree ("position");--> statement-breakpoint
INSERT INTO "content_versions" ("kind") VALUES ('packages') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "packages_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "packages"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('packages');--> statement-breakpoint
CREATE TRIGGER "package_study_types_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_study_types"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('packages');--> statement-breakpoint
CREATE TRIGGER "study_types_bump_packages_version" AFTER UPDATE OR DELETE ON "study_types"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('packages');
