DROP INDEX "outbox_to_address_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_user_id_idx" ON "outbox" USING btree ("user_id");--> statement-breakpoint
-- Rows kept before this migration go to the account that holds their address now, if any.
UPDATE "outbox" SET "user_id" = "auth_user"."id" FROM "auth_user" WHERE lower("auth_user"."email") = "outbox"."to_address";--> statement-breakpoint
-- Phone numbers are stored as +91XXXXXXXXXX (decision 26); earlier rows kept the 10 digits alone.
UPDATE "auth_user" SET "phone_number" = '+91' || "phone_number" WHERE "phone_number" ~ '^[6-9][0-9]{9}$';
