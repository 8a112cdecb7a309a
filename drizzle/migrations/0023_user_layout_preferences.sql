CREATE TABLE "user_layout_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"color" text NOT NULL,
	"boxed" boolean NOT NULL,
	"sidebar_collapsed" boolean NOT NULL,
	"direction" text NOT NULL,
	"transition" text NOT NULL,
	"mobile_search" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_layout_preferences_color_check" CHECK ("user_layout_preferences"."color" in ('blue', 'red', 'amber', 'teal', 'lightBlue', 'green')),
	CONSTRAINT "user_layout_preferences_direction_check" CHECK ("user_layout_preferences"."direction" in ('auto', 'ltr', 'rtl')),
	CONSTRAINT "user_layout_preferences_transition_check" CHECK ("user_layout_preferences"."transition" in ('none', 'fade', 'slideUp', 'slideSide', 'zoom', 'grow', 'collapse'))
);
--> statement-breakpoint
ALTER TABLE "user_layout_preferences" ADD CONSTRAINT "user_layout_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;