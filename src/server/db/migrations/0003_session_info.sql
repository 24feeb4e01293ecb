CREATE TABLE "session_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sessions" integer NOT NULL,
	"months" integer NOT NULL,
	"people" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_info_sessions_non_negative" CHECK ("session_info"."sessions" >= 0),
	CONSTRAINT "session_info_months_non_negative" CHECK ("session_info"."months" >= 0),
	CONSTRAINT "session_info_people_non_negative" CHECK ("session_info"."people" >= 0)
);
