-- The DICOM JSON model is stored and answered as written, never searched inside: json keeps its text as
-- it is, where jsonb would parse it on every indexed upload and print it again on every metadata read.
ALTER TABLE "dicom_instances" ALTER COLUMN "metadata" SET DATA TYPE json USING "metadata"::json;
