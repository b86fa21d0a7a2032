ALTER TABLE "session_types" ADD COLUMN "online_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "booking_slug" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "session_types_booking_slug_key" ON "session_types" USING btree ("booking_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_manage_token_key" ON "sessions" USING btree ("manage_token_hash");