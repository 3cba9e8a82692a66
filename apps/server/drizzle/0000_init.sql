CREATE TABLE "button_presses" (
	"button_id" integer NOT NULL,
	"press_id" text NOT NULL,
	"match_id" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"court_id" integer NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"action" text DEFAULT 'TEAM1_SCORE' NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buttons_action_check" CHECK ("buttons"."action" in ('TEAM1_SCORE', 'TEAM2_SCORE', 'UNDO', 'RESET'))
);
--> statement-breakpoint
CREATE TABLE "club_sponsor_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"logo" "bytea",
	"logo_content_type" text,
	"logo_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courts" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"sport_type" text DEFAULT 'PADEL' NOT NULL,
	"screen_identifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courts_sport_type_check" CHECK ("courts"."sport_type" in ('PADEL', 'TENNIS'))
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"team" text,
	"payload" jsonb,
	"at" bigint NOT NULL,
	"source" text NOT NULL,
	"button_id" integer,
	"press_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" text PRIMARY KEY NOT NULL,
	"court_id" integer,
	"club_id" integer,
	"team1_name" text NOT NULL,
	"team2_name" text NOT NULL,
	"players" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"winner" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"match_duration" integer DEFAULT 5400 NOT NULL,
	"email" text,
	"statistics_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('scheduled', 'ongoing', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "score_snapshots" (
	"match_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"state" jsonb NOT NULL,
	"view" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"club_id" integer,
	"court_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('super_admin', 'club_admin', 'court_user'))
);
--> statement-breakpoint
ALTER TABLE "button_presses" ADD CONSTRAINT "button_presses_button_id_buttons_id_fk" FOREIGN KEY ("button_id") REFERENCES "public"."buttons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buttons" ADD CONSTRAINT "buttons_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_sponsor_logos" ADD CONSTRAINT "club_sponsor_logos_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_snapshots" ADD CONSTRAINT "score_snapshots_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "button_presses_button_press_idx" ON "button_presses" USING btree ("button_id","press_id");--> statement-breakpoint
CREATE INDEX "button_presses_created_idx" ON "button_presses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "buttons_court_idx" ON "buttons" USING btree ("court_id");--> statement-breakpoint
CREATE INDEX "club_sponsor_logos_club_idx" ON "club_sponsor_logos" USING btree ("club_id","position");--> statement-breakpoint
CREATE INDEX "courts_club_idx" ON "courts" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_events_match_seq_idx" ON "match_events" USING btree ("match_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_one_ongoing_per_court_idx" ON "matches" USING btree ("court_id") WHERE "matches"."status" = 'ongoing';--> statement-breakpoint
CREATE INDEX "matches_court_status_idx" ON "matches" USING btree ("court_id","status","start_time");--> statement-breakpoint
CREATE INDEX "matches_club_status_idx" ON "matches" USING btree ("club_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_club_idx" ON "users" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "users_court_idx" ON "users" USING btree ("court_id");