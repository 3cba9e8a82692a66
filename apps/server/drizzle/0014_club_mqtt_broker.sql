ALTER TABLE "clubs" ADD COLUMN "mqtt_broker_url" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "mqtt_broker_username" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "mqtt_broker_password" text;