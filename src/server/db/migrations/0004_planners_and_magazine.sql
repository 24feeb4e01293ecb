CREATE TABLE "financial_health_checkups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"final_score" integer NOT NULL,
	"save_score" integer NOT NULL,
	"borrow_score" integer NOT NULL,
	"protect_score" integer NOT NULL,
	"plan_score" integer NOT NULL,
	"band" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_rendition" (
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"etag" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "image_rendition_image_id_width_pk" PRIMARY KEY("image_id","width"),
	CONSTRAINT "image_rendition_width_positive" CHECK ("image_rendition"."width" > 0),
	CONSTRAINT "image_rendition_height_positive" CHECK ("image_rendition"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "image" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"mime" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_width_positive" CHECK ("image"."width" > 0),
	CONSTRAINT "image_height_positive" CHECK ("image"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "blog" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"section_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"reading_minutes" integer DEFAULT 1 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("body_text", '')), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_reading_minutes_positive" CHECK ("blog"."reading_minutes" >= 1)
);
--> statement-breakpoint
CREATE TABLE "blog_author" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_author_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_section" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_section_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"previous_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_tag" (
	"blog_id" integer NOT NULL,
	"tag" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_tag_blog_id_tag_pk" PRIMARY KEY("blog_id","tag")
);
--> statement-breakpoint
CREATE TABLE "money_maps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"present_value" bigint NOT NULL,
	"goal" text NOT NULL,
	"years" integer NOT NULL,
	"inflation" double precision NOT NULL,
	"debt_return" double precision NOT NULL,
	"asset_allocation_return" double precision NOT NULL,
	"equity_return" double precision NOT NULL,
	"step_up" double precision DEFAULT 0 NOT NULL,
	"future_value" bigint NOT NULL,
	"debt_monthly" bigint NOT NULL,
	"asset_allocation_monthly" bigint NOT NULL,
	"equity_monthly" bigint NOT NULL,
	"step_up_monthly" bigint NOT NULL,
	"suggested_route" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_maps_present_value_positive" CHECK ("money_maps"."present_value" >= 1),
	CONSTRAINT "money_maps_years_range" CHECK ("money_maps"."years" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "retirement_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"rates" jsonb,
	"corpus_needed" double precision NOT NULL,
	"shortage" double precision NOT NULL,
	"covered" boolean NOT NULL,
	"monthly_conservative" double precision NOT NULL,
	"monthly_moderate" double precision NOT NULL,
	"monthly_aggressive" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_profile_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_profile_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"financial_risk" integer NOT NULL,
	"financial_context" integer NOT NULL,
	"financial_decision" integer NOT NULL,
	"investment_return" integer NOT NULL,
	"investment_perfomance" integer NOT NULL,
	"invest_money" integer NOT NULL,
	"hypothetical_investment" integer NOT NULL,
	"portfolios" integer NOT NULL,
	"score" numeric(5, 2) NOT NULL,
	"band" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_profile_results_financial_risk" CHECK (financial_risk in (250, 625, 938)),
	CONSTRAINT "risk_profile_results_financial_context" CHECK (financial_context in (250, 625, 938)),
	CONSTRAINT "risk_profile_results_financial_decision" CHECK (financial_decision in (250, 625, 938)),
	CONSTRAINT "risk_profile_results_investment_return" CHECK (investment_return in (250, 625, 938)),
	CONSTRAINT "risk_profile_results_investment_perfomance" CHECK (investment_perfomance in (250, 625, 938)),
	CONSTRAINT "risk_profile_results_invest_money" CHECK (invest_money in (250, 625, 938)),
	CONSTRAINT "risk_profile_results_hypothetical_investment" CHECK (hypothetical_investment in (250, 625, 938)),
	CONSTRAINT "risk_profile_results_portfolios" CHECK (portfolios in (250, 625, 938)),
	CONSTRAINT "risk_profile_results_band" CHECK ("risk_profile_results"."band" in ('conservative', 'moderate', 'aggressive'))
);
--> statement-breakpoint
ALTER TABLE "financial_health_checkups" ADD CONSTRAINT "financial_health_checkups_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_rendition" ADD CONSTRAINT "image_rendition_image_id_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."image"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog" ADD CONSTRAINT "blog_section_id_blog_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."blog_section"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog" ADD CONSTRAINT "blog_author_id_blog_author_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."blog_author"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_tag" ADD CONSTRAINT "blog_tag_blog_id_blog_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_maps" ADD CONSTRAINT "money_maps_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retirement_plans" ADD CONSTRAINT "retirement_plans_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profile_results" ADD CONSTRAINT "risk_profile_results_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_health_checkups_user_created_idx" ON "financial_health_checkups" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "blog_created_idx" ON "blog" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_featured_created_idx" ON "blog" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "blog"."featured";--> statement-breakpoint
CREATE INDEX "blog_section_created_idx" ON "blog" USING btree ("section_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_author_idx" ON "blog" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "blog_search_idx" ON "blog" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_section_slug_unique" ON "blog_section" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_section_previous_slugs_idx" ON "blog_section" USING gin ("previous_slugs");--> statement-breakpoint
CREATE INDEX "blog_tag_slug_idx" ON "blog_tag" USING btree ("slug","blog_id");--> statement-breakpoint
CREATE INDEX "money_maps_user_id_created_at_idx" ON "money_maps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "retirement_plans_user_created_idx" ON "retirement_plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_profile_results_user_created_idx" ON "risk_profile_results" USING btree ("user_id","created_at");