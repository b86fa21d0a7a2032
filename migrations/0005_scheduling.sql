CREATE TABLE "calendar_feeds" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text,
	"secret_hash" text NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_studio_id_id_pk" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "schedule_intervals" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"schedule_id" text NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_intervals_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "schedule_intervals_day_known" CHECK ("schedule_intervals"."day_of_week" BETWEEN 0 AND 6),
	CONSTRAINT "schedule_intervals_times" CHECK ("schedule_intervals"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "schedule_intervals"."end_time" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' AND "schedule_intervals"."start_time" < "schedule_intervals"."end_time")
);
--> statement-breakpoint
CREATE TABLE "schedule_overrides" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"schedule_id" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"unavailable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_overrides_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "schedule_overrides_times" CHECK (("schedule_overrides"."unavailable" AND "schedule_overrides"."start_time" IS NULL AND "schedule_overrides"."end_time" IS NULL) OR (NOT "schedule_overrides"."unavailable" AND "schedule_overrides"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "schedule_overrides"."end_time" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' AND "schedule_overrides"."start_time" < "schedule_overrides"."end_time"))
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"schedule_type" text DEFAULT 'custom' NOT NULL,
	"display_timezone" text NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_studio_id_id_pk" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "session_types" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"duration" integer NOT NULL,
	"location" text,
	"description" text,
	"payment_amount_full" bigint,
	"payment_amount_partial" bigint,
	"currency" text NOT NULL,
	"collect_payment" boolean DEFAULT false NOT NULL,
	"minimum_notice_duration" integer,
	"maximum_notice_duration" integer,
	"payment_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buffer_before" integer DEFAULT 0 NOT NULL,
	"buffer_after" integer DEFAULT 0 NOT NULL,
	"slot_interval" integer,
	"intake_form_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancellation_policy" text,
	"reschedule_policy" text,
	"contract_template_id" text,
	"questionnaire_template_id" text,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schedule_id" text NOT NULL,
	"deleted_at" timestamp(6) with time zone,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_types_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "session_types_status_known" CHECK ("session_types"."status" IN ('draft', 'published')),
	CONSTRAINT "session_types_duration_positive" CHECK ("session_types"."duration" > 0),
	CONSTRAINT "session_types_notice_order" CHECK ("session_types"."minimum_notice_duration" IS NULL OR "session_types"."maximum_notice_duration" IS NULL OR "session_types"."minimum_notice_duration" <= "session_types"."maximum_notice_duration")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"session_type_id" text NOT NULL,
	"client_id" text NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp(6) with time zone NOT NULL,
	"ends_at" timestamp(6) with time zone NOT NULL,
	"location" text,
	"notes" text,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "sessions_status_known" CHECK ("sessions"."status" IN ('inquiry', 'booked', 'cancelled', 'completed')),
	CONSTRAINT "sessions_ends_after_start" CHECK ("sessions"."ends_at" > "sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_intervals" ADD CONSTRAINT "schedule_intervals_schedule_fk" FOREIGN KEY ("studio_id","schedule_id") REFERENCES "public"."schedules"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_overrides" ADD CONSTRAINT "schedule_overrides_schedule_fk" FOREIGN KEY ("studio_id","schedule_id") REFERENCES "public"."schedules"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_schedule_fk" FOREIGN KEY ("studio_id","schedule_id") REFERENCES "public"."schedules"("studio_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_session_type_fk" FOREIGN KEY ("studio_id","session_type_id") REFERENCES "public"."session_types"("studio_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_client_fk" FOREIGN KEY ("studio_id","client_id") REFERENCES "public"."clients"("studio_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_secret_key" ON "calendar_feeds" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_list_idx" ON "calendar_feeds" USING btree ("studio_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "schedule_intervals_schedule_idx" ON "schedule_intervals" USING btree ("studio_id","schedule_id");--> statement-breakpoint
CREATE INDEX "schedule_overrides_date_idx" ON "schedule_overrides" USING btree ("studio_id","schedule_id","date","start_time");--> statement-breakpoint
CREATE INDEX "schedules_list_idx" ON "schedules" USING btree ("studio_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "session_types_list_idx" ON "session_types" USING btree ("studio_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "session_types"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "sessions_calendar_idx" ON "sessions" USING btree ("studio_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "sessions_client_idx" ON "sessions" USING btree ("studio_id","client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sessions_inquiry_idx" ON "sessions" USING btree ("studio_id") WHERE "sessions"."status" = 'inquiry';--> statement-breakpoint
-- Written by hand: drizzle-kit can express neither the extension nor the exclusion constraint.
-- Two live (inquiry or booked) sessions of a studio never share a moment, whatever the requests'
-- concurrency. Buffers are checked by the booking rule under the studio's scheduling lock (service.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_no_overlap" EXCLUDE USING gist ("studio_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('inquiry', 'booked'));
