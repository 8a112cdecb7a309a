ALTER TABLE "studies" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "branch_office_id" integer;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studies_delivered_idx" ON "studies" USING btree ("delivered_at");--> statement-breakpoint
-- Studies whose result already reached the patient: delivered when announced, or else when their first file was added.
UPDATE "studies" SET "delivered_at" = coalesce("result_announced_at", (SELECT min("created_at") FROM "study_files" WHERE "study_files"."study_id" = "studies"."id"))
WHERE "visible" AND EXISTS (SELECT 1 FROM "study_files" WHERE "study_files"."study_id" = "studies"."id");
