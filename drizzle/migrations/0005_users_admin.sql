CREATE TABLE "user_counts" (
	"user_type_id" integer NOT NULL,
	"status" boolean NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_user_type_id_status_pk" PRIMARY KEY("user_type_id","status")
);
--> statement-breakpoint
CREATE TABLE "doctor_pre_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"mother_lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birth_date" date NOT NULL,
	"sex" text,
	"specialty" text NOT NULL,
	"office_hours" text,
	"opening_time" text NOT NULL,
	"closing_time" text NOT NULL,
	"address" text NOT NULL,
	"colony" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"clinic_address" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_pre_registrations_status_check" CHECK ("doctor_pre_registrations"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "doctor_pre_registrations_sex_check" CHECK ("doctor_pre_registrations"."sex" is null or "doctor_pre_registrations"."sex" in ('male', 'female'))
);
--> statement-breakpoint
DROP INDEX "users_user_type_id_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (translate(lower("users"."name" || coalesce(' ' || "users"."lastname", '') || coalesce(' ' || "users"."mother_lastname", '')), 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑáàäâéèëêíìïîóòöôúùüûñ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(regexp_split_to_array(translate(lower("users"."name" || coalesce(' ' || "users"."lastname", '') || coalesce(' ' || "users"."mother_lastname", '') || ' ' || "users"."email" || ' ' || regexp_replace("users"."email", '[.@_+-]+', ' ', 'g') || coalesce(' ' || "users"."username" || ' ' || regexp_replace("users"."username", '[._-]+', ' ', 'g'), '')), 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑáàäâéèëêíìïîóòöôúùüûñ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun'), '[[:space:]]+'), ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "user_counts" ADD CONSTRAINT "user_counts_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_pre_registrations" ADD CONSTRAINT "doctor_pre_registrations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_pre_registrations" ADD CONSTRAINT "doctor_pre_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_pre_registrations_pending_email_unique" ON "doctor_pre_registrations" USING btree (lower("email")) WHERE "doctor_pre_registrations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "doctor_pre_registrations_status_idx" ON "doctor_pre_registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "users_type_sort_name_idx" ON "users" USING btree ("user_type_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "users_sort_name_idx" ON "users" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "users_inactive_sort_name_idx" ON "users" USING btree ("sort_name","id") WHERE not "users"."status";--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_last_login_at_idx" ON "users" USING btree ("last_login_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_search_words_idx" ON "users" USING gin ("search_words");--> statement-breakpoint
-- user_counts follows every write to users, whoever makes it; an update that moves nobody between
-- a type and a status (a sign-in, an edit of the name) writes nothing.
CREATE FUNCTION "count_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "user_counts";
		RETURN NULL;
	END IF;
	-- Counter rows are locked in one order, so two imports cannot deadlock on them.
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "user_counts" ("user_type_id", "status", "total")
			SELECT "user_type_id", "status", count(*) FROM "new_users" GROUP BY 1, 2 ORDER BY 1, 2
			ON CONFLICT ("user_type_id", "status") DO UPDATE SET "total" = "user_counts"."total" + excluded."total";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "user_counts" ("user_type_id", "status", "total")
			SELECT "user_type_id", "status", -count(*) FROM "old_users" GROUP BY 1, 2 ORDER BY 1, 2
			ON CONFLICT ("user_type_id", "status") DO UPDATE SET "total" = "user_counts"."total" + excluded."total";
	ELSE
		INSERT INTO "user_counts" ("user_type_id", "status", "total")
			SELECT "user_type_id", "status", sum("delta") FROM (
				SELECT "user_type_id", "status", 1 AS "delta" FROM "new_users"
				UNION ALL SELECT "user_type_id", "status", -1 FROM "old_users"
			) moved GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
			ON CONFLICT ("user_type_id", "status") DO UPDATE SET "total" = "user_counts"."total" + excluded."total";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_users"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_users"();--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_users" NEW TABLE AS "new_users"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_users"();--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_users"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_users"();--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_users"();--> statement-breakpoint
INSERT INTO "user_counts" ("user_type_id", "status", "total")
	SELECT "user_type_id", "status", count(*) FROM "users" GROUP BY 1, 2;
