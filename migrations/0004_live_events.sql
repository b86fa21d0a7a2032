CREATE TABLE "live_event_counters" (
	"studio_id" text PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"studio_id" text NOT NULL,
	"id" bigint NOT NULL,
	"client_id" text,
	"client_only" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "live_events_client_only_has_client" CHECK (NOT "live_events"."client_only" OR "live_events"."client_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "live_event_counters" ADD CONSTRAINT "live_event_counters_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");