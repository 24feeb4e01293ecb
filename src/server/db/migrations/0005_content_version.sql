CREATE TABLE "content_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_version_one_row" CHECK ("content_version"."id")
);--> statement-breakpoint
-- The one row (decision 33, ADR 029).
INSERT INTO "content_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
-- Moves the version once per transaction, inside it, and announces the new one; NOTIFY is
-- delivered when the transaction commits, never when it rolls back. A transaction that already
-- moved it (remembered in a transaction-local setting, undone with a rolled-back savepoint) gets
-- the same number back. Writers of public content wait on the row's lock for one another.
CREATE FUNCTION "content_version_move"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  IF coalesce(current_setting('arthashala.content_version_moved', true), '') <> '' THEN
    RETURN current_setting('arthashala.content_version_moved')::bigint;
  END IF;
  UPDATE "content_version" SET "version" = "version" + 1, "changed_at" = now()
    WHERE "id" RETURNING "version" INTO moved;
  PERFORM set_config('arthashala.content_version_moved', moved::text, true);
  PERFORM pg_notify('content_version', moved::text);
  RETURN moved;
END
$$;--> statement-breakpoint
CREATE FUNCTION "content_version_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "content_version_move"();
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every table of publicContentTables (db/schema/content-version.ts): any write moves the version.
CREATE TRIGGER "banner_texts_moves_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banner_texts" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_on_change"();--> statement-breakpoint
CREATE TRIGGER "session_info_moves_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session_info" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_on_change"();--> statement-breakpoint
CREATE TRIGGER "blog_section_moves_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_section" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_on_change"();--> statement-breakpoint
CREATE TRIGGER "blog_author_moves_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_author" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_on_change"();--> statement-breakpoint
CREATE TRIGGER "blog_moves_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_on_change"();--> statement-breakpoint
CREATE TRIGGER "blog_tag_moves_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_tag" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_on_change"();
