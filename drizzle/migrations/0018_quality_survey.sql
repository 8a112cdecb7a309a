CREATE TABLE "quality_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"text" varchar(200) NOT NULL,
	"choices" jsonb,
	"required" boolean DEFAULT true NOT NULL,
	CONSTRAINT "quality_questions_position_unique" UNIQUE("survey_id","position"),
	CONSTRAINT "quality_questions_kind_check" CHECK ("quality_questions"."kind" in ('nps', 'rating', 'single_choice', 'yes_no', 'text'))
);
--> statement-breakpoint
CREATE TABLE "quality_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"intro" varchar(500),
	"active" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"score" integer,
	"choice" text,
	"yes" boolean,
	"text" varchar(140),
	CONSTRAINT "survey_answers_response_id_question_id_pk" PRIMARY KEY("response_id","question_id"),
	CONSTRAINT "survey_answers_score_check" CHECK ("survey_answers"."score" is null or "survey_answers"."score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "survey_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"study_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"study_type_id" integer NOT NULL,
	"branch_office_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "survey_invitations_study_unique" UNIQUE("study_id")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitation_id" integer,
	"survey_id" integer NOT NULL,
	"study_type_id" integer NOT NULL,
	"branch_office_id" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_invitation_unique" UNIQUE("invitation_id")
);
--> statement-breakpoint
ALTER TABLE "quality_questions" ADD CONSTRAINT "quality_questions_survey_id_quality_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."quality_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_surveys" ADD CONSTRAINT "quality_surveys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_quality_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quality_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_survey_id_quality_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."quality_surveys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_invitation_id_survey_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."survey_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_quality_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."quality_surveys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_study_type_id_study_types_id_fk" FOREIGN KEY ("study_type_id") REFERENCES "public"."study_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quality_surveys_one_active_unique" ON "quality_surveys" USING btree ("active") WHERE "quality_surveys"."active";--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "survey_invitations_patient_idx" ON "survey_invitations" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_invitations_created_idx" ON "survey_invitations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "survey_responses_answered_idx" ON "survey_responses" USING btree ("answered_at");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_idx" ON "survey_responses" USING btree ("survey_id");