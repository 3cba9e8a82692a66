CREATE TABLE "displays" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"target_kind" text DEFAULT 'pending' NOT NULL,
	"court_id" integer,
	"token_hash" text NOT NULL,
	"code" text,
	"code_expires_at" timestamp with time zone,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "displays_target_kind_check" CHECK ("displays"."target_kind" in ('pending', 'court', 'club')),
	CONSTRAINT "displays_target_check" CHECK (("displays"."target_kind" = 'court') = ("displays"."court_id" is not null) and ("displays"."target_kind" = 'pending') = ("displays"."club_id" is null))
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "result_display_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "displays_token_hash_idx" ON "displays" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "displays_code_idx" ON "displays" USING btree ("code") WHERE "displays"."code" is not null;--> statement-breakpoint
CREATE INDEX "displays_club_idx" ON "displays" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "displays_court_idx" ON "displays" USING btree ("court_id");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_result_display_minutes_check" CHECK ("clubs"."result_display_minutes" between 1 and 60);