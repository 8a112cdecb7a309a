-- Each bump of a content version is announced (NOTIFY content_versions, 'kind:version'), delivered
-- to listeners only once the writing transaction commits: instances keep the versions in memory
-- and read them again only when a notification may have been missed (common/live-content-versions.ts).
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bumped bigint;
BEGIN
	UPDATE "content_versions" SET "version" = "version" + 1 WHERE "kind" = TG_ARGV[0] RETURNING "version" INTO bumped;
	PERFORM pg_notify('content_versions', TG_ARGV[0] || ':' || bumped);
	RETURN NULL;
END
$$;--> statement-breakpoint
-- The lab's public settings (appSettings) are kept like the public content, under their own kind.
INSERT INTO "content_versions" ("kind") VALUES ('settings') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "lab_settings_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lab_settings"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('settings');
