CREATE TABLE "study_share_mail_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_share_mail_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "study_share_mail_links_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
ALTER TABLE "study_share_mail_links" ADD CONSTRAINT "study_share_mail_links_share_id_study_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."study_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_share_mail_links_share_idx" ON "study_share_mail_links" USING btree ("share_id");