ALTER TABLE "players" ADD COLUMN "booking_ref" text;--> statement-breakpoint
CREATE UNIQUE INDEX "players_club_booking_ref_idx" ON "players" USING btree ("club_id","booking_ref");