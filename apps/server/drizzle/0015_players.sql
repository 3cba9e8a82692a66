CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"level" double precision,
	"public" boolean DEFAULT false NOT NULL,
	"mail_consent_at" timestamp with time zone,
	"publication_consent_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_level_check" CHECK ("players"."level" between 0 and 7)
);
--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_club_name_idx" ON "players" USING btree ("club_id","name");