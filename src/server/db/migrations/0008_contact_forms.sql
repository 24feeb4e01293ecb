CREATE TABLE "contact_enquiry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" text NOT NULL,
	"name" text,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company_name" text,
	"message" text,
	"page" text,
	"consent_notice_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_enquiry_form_known" CHECK ("contact_enquiry"."form" in ('contact', 'short'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'subscribed' NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"consent_notice_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriber_email_lower" CHECK ("newsletter_subscriber"."email" = lower("newsletter_subscriber"."email")),
	CONSTRAINT "newsletter_subscriber_status_known" CHECK ("newsletter_subscriber"."status" in ('subscribed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "testimonial" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"testimonial" text NOT NULL,
	"name" text NOT NULL,
	"by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Decision 35: the achievements figures become free text, shown as written.
ALTER TABLE "session_info" DROP CONSTRAINT "session_info_sessions_non_negative";--> statement-breakpoint
ALTER TABLE "session_info" DROP CONSTRAINT "session_info_months_non_negative";--> statement-breakpoint
ALTER TABLE "session_info" DROP CONSTRAINT "session_info_people_non_negative";--> statement-breakpoint
ALTER TABLE "session_info" ALTER COLUMN "sessions" SET DATA TYPE text USING "sessions"::text;--> statement-breakpoint
ALTER TABLE "session_info" ALTER COLUMN "months" SET DATA TYPE text USING "months"::text;--> statement-breakpoint
ALTER TABLE "session_info" ALTER COLUMN "people" SET DATA TYPE text USING "people"::text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "about_address" text;--> statement-breakpoint
CREATE INDEX "contact_enquiry_email_idx" ON "contact_enquiry" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_email_idx" ON "newsletter_subscriber" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_token_idx" ON "newsletter_subscriber" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "outbox_about_address_idx" ON "outbox" USING btree ("about_address");--> statement-breakpoint
ALTER TABLE "session_info" ADD CONSTRAINT "session_info_sessions_length" CHECK (char_length("session_info"."sessions") <= 20);--> statement-breakpoint
ALTER TABLE "session_info" ADD CONSTRAINT "session_info_months_length" CHECK (char_length("session_info"."months") <= 20);--> statement-breakpoint
ALTER TABLE "session_info" ADD CONSTRAINT "session_info_people_length" CHECK (char_length("session_info"."people") <= 20);--> statement-breakpoint
-- The testimonials are public content (publicContentTables): any write moves the content version.
CREATE TRIGGER "testimonial_moves_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonial" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_on_change"();
