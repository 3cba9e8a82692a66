ALTER TABLE "buttons" ADD COLUMN "double_action" text;--> statement-breakpoint
ALTER TABLE "buttons" ADD COLUMN "long_action" text;--> statement-breakpoint
ALTER TABLE "buttons" ADD COLUMN "mqtt_topic" text;--> statement-breakpoint
ALTER TABLE "buttons" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buttons" ADD COLUMN "battery" integer;--> statement-breakpoint
ALTER TABLE "buttons" ADD COLUMN "signal_kind" text;--> statement-breakpoint
ALTER TABLE "buttons" ADD COLUMN "signal_value" integer;--> statement-breakpoint
ALTER TABLE "buttons" ADD COLUMN "voltage_mv" integer;--> statement-breakpoint
ALTER TABLE "buttons" ADD COLUMN "identify_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "mqtt_prefix" text;--> statement-breakpoint
CREATE UNIQUE INDEX "buttons_mqtt_topic_idx" ON "buttons" USING btree ("mqtt_topic");--> statement-breakpoint
ALTER TABLE "buttons" ADD CONSTRAINT "buttons_double_action_check" CHECK ("buttons"."double_action" in ('TEAM1_SCORE', 'TEAM2_SCORE', 'UNDO', 'RESET'));--> statement-breakpoint
ALTER TABLE "buttons" ADD CONSTRAINT "buttons_long_action_check" CHECK ("buttons"."long_action" in ('TEAM1_SCORE', 'TEAM2_SCORE', 'UNDO', 'RESET'));--> statement-breakpoint
ALTER TABLE "buttons" ADD CONSTRAINT "buttons_battery_check" CHECK ("buttons"."battery" between 0 and 100);--> statement-breakpoint
ALTER TABLE "buttons" ADD CONSTRAINT "buttons_signal_kind_check" CHECK ("buttons"."signal_kind" in ('linkquality', 'rssi'));--> statement-breakpoint
-- A team's point button undoes on a double press (docs/api.md "WatchButton").
UPDATE "buttons" SET "double_action" = 'UNDO' WHERE "action" in ('TEAM1_SCORE', 'TEAM2_SCORE');
