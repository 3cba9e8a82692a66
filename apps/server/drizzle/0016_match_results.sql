CREATE TABLE "match_results" (
	"match_id" text PRIMARY KEY NOT NULL,
	"team1_verdict" text,
	"team1_at" timestamp with time zone,
	"team1_claim" jsonb,
	"team2_verdict" text,
	"team2_at" timestamp with time zone,
	"team2_claim" jsonb,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "match_results_team1_verdict_check" CHECK ("match_results"."team1_verdict" in ('confirmed', 'contested')),
	CONSTRAINT "match_results_team2_verdict_check" CHECK ("match_results"."team2_verdict" in ('confirmed', 'contested'))
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "result_confirm_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "result_signing_key" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "result_public_key" text;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;