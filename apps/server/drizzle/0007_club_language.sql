ALTER TABLE "clubs" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "voice" text DEFAULT 'male' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_language_check" CHECK ("clubs"."language" in ('en', 'es', 'it', 'fr', 'pt', 'sv', 'de'));--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_voice_check" CHECK ("clubs"."voice" in ('male', 'female'));