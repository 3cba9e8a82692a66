CREATE TABLE "event_games" (
	"event_id" integer NOT NULL,
	"round" integer NOT NULL,
	"court_index" integer NOT NULL,
	"court_id" integer NOT NULL,
	"match_id" text,
	"team1" jsonb NOT NULL,
	"team2" jsonb NOT NULL,
	"team1_points" integer,
	"team2_points" integer,
	"corrected" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "event_games_event_id_round_court_index_pk" PRIMARY KEY("event_id","round","court_index")
);
--> statement-breakpoint
CREATE TABLE "event_rounds" (
	"event_id" integer NOT NULL,
	"number" integer NOT NULL,
	"sitting_out" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "event_rounds_event_id_number_pk" PRIMARY KEY("event_id","number")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"settings" jsonb NOT NULL,
	"court_ids" jsonb NOT NULL,
	"players" jsonb NOT NULL,
	"teams" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan" jsonb,
	"current_round" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"results_mailed_at" timestamp with time zone,
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('draft', 'running', 'finished'))
);
--> statement-breakpoint
ALTER TABLE "event_games" ADD CONSTRAINT "event_games_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_games" ADD CONSTRAINT "event_games_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rounds" ADD CONSTRAINT "event_rounds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_games_match_idx" ON "event_games" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "events_club_idx" ON "events" USING btree ("club_id","created_at");