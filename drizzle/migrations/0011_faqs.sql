CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" varchar(255) NOT NULL,
	"answer_html" text NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_window_check" CHECK ("faqs"."publish_until" is null or "faqs"."publish_from" is null or "faqs"."publish_until" > "faqs"."publish_from")
);
--> statement-breakpoint
CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position");