ALTER TABLE "chat_messages" ADD COLUMN "document_width" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "document_height" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "document_thumbnail_key" text;--> statement-breakpoint
-- Every stored attachment has a media type and a size (the API answers them as non-null).
UPDATE "chat_messages" SET "document_media_type" = 'application/octet-stream' WHERE "document_key" IS NOT NULL AND "document_media_type" IS NULL;--> statement-breakpoint
UPDATE "chat_messages" SET "document_size" = 0 WHERE "document_key" IS NOT NULL AND "document_size" IS NULL;
