-- An upload leaves an instance's DICOM JSON model for later (the save's background step or the first read
-- that needs it): until then the column is null.
ALTER TABLE "dicom_instances" ALTER COLUMN "metadata" DROP NOT NULL;