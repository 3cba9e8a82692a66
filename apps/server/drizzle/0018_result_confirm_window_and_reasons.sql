ALTER TABLE "match_results" ADD COLUMN "team1_reason" text;--> statement-breakpoint
ALTER TABLE "match_results" ADD COLUMN "team2_reason" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_result_confirm_minutes_check" CHECK ("clubs"."result_confirm_minutes" between 5 and 1440);