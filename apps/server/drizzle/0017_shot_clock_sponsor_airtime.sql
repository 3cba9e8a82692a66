CREATE TABLE "sponsor_airtime" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"display_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"beat_id" text NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"impression" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_airtime_duration_check" CHECK ("sponsor_airtime"."duration_ms" between 1 and 60000)
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "shot_clock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsor_airtime" ADD CONSTRAINT "sponsor_airtime_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_airtime_display_beat_idx" ON "sponsor_airtime" USING btree ("display_id","beat_id");--> statement-breakpoint
CREATE INDEX "sponsor_airtime_club_shown_idx" ON "sponsor_airtime" USING btree ("club_id","shown_at");