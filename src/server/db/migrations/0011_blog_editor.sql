CREATE TABLE "blog_autosave" (
	"key" uuid PRIMARY KEY NOT NULL,
	"blog_id" integer,
	"data" jsonb NOT NULL,
	"admin_id" text NOT NULL,
	"admin_name" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_revision" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_revision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"blog_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"admin_id" text NOT NULL,
	"admin_name" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image" ADD COLUMN "folder" text DEFAULT 'blog_images' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
UPDATE "blog" SET "publish_at" = "created_at";--> statement-breakpoint
ALTER TABLE "blog" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_author" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Authors written before this migration get a slug from their name (as shared/magazine/slug.ts
-- makes one, for the ASCII names of the demo), with the id added where two names would meet.
UPDATE "blog_author" SET "slug" = coalesce(nullif(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), ''), 'author');--> statement-breakpoint
UPDATE "blog_author" AS a SET "slug" = a."slug" || '-' || a."id" WHERE EXISTS (SELECT 1 FROM "blog_author" b WHERE b."slug" = a."slug" AND b."id" < a."id");--> statement-breakpoint
ALTER TABLE "blog_author" ALTER COLUMN "slug" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "blog_author" ADD COLUMN "previous_slugs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_autosave" ADD CONSTRAINT "blog_autosave_blog_id_blog_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_revision" ADD CONSTRAINT "blog_revision_blog_id_blog_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_autosave_blog_idx" ON "blog_autosave" USING btree ("blog_id");--> statement-breakpoint
CREATE INDEX "blog_revision_blog_idx" ON "blog_revision" USING btree ("blog_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_scheduled_idx" ON "blog" USING btree ("publish_at") WHERE "blog"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "blog_author_slug_unique" ON "blog_author" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_author_previous_slugs_idx" ON "blog_author" USING gin ("previous_slugs");--> statement-breakpoint
ALTER TABLE "image" ADD CONSTRAINT "image_folder_known" CHECK ("image"."folder" in ('blog_images', 'author_image'));--> statement-breakpoint
ALTER TABLE "blog" ADD CONSTRAINT "blog_status_known" CHECK ("blog"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "blog" ADD CONSTRAINT "blog_scheduled_has_time" CHECK ("blog"."status" <> 'scheduled' or "blog"."publish_at" is not null);