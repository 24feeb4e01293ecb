CREATE TABLE "user_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"monthly_capacity" numeric(14, 2),
	"retirement_name" text,
	"retirement_priority" integer,
	"retirement_portfolio" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_plans_capacity_range" CHECK ("user_plans"."monthly_capacity" >= 0),
	CONSTRAINT "user_plans_retirement_portfolio_known" CHECK ("user_plans"."retirement_portfolio" is null or "user_plans"."retirement_portfolio" in ('conservative', 'moderate', 'aggressive'))
);
--> statement-breakpoint
ALTER TABLE "money_maps" ADD COLUMN "already_saved" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_maps" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "money_maps" ADD COLUMN "priority" integer;--> statement-breakpoint
ALTER TABLE "money_maps" ADD COLUMN "portfolio" text;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_maps" ADD CONSTRAINT "money_maps_already_saved_range" CHECK ("money_maps"."already_saved" >= 0);--> statement-breakpoint
ALTER TABLE "money_maps" ADD CONSTRAINT "money_maps_portfolio_known" CHECK ("money_maps"."portfolio" is null or "money_maps"."portfolio" in ('debt', 'assetAllocation', 'equity'));