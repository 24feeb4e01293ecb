CREATE TABLE "event_registration" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"consent_notice_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registration_email_lower" CHECK ("event_registration"."email" = lower("event_registration"."email"))
);
--> statement-breakpoint
CREATE TABLE "event" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"city" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"duration_minutes" integer NOT NULL,
	"description" text NOT NULL,
	"key_note_speaker" text NOT NULL,
	"venue" text NOT NULL,
	"start_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_slug_words" CHECK ("event"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "event_start_time_hh_mm" CHECK ("event"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "event_duration_positive" CHECK ("event"."duration_minutes" between 1 and 1440)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "event_registration" ADD CONSTRAINT "event_registration_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registration_event_email_idx" ON "event_registration" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "event_registration_email_idx" ON "event_registration" USING btree ("email");--> statement-breakpoint
CREATE INDEX "event_date_idx" ON "event" USING btree ("date");--> statement-breakpoint
-- The events are public content (publicContentTables): any write moves the content version.
CREATE TRIGGER "event_moves_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_on_change"();
