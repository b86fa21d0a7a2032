CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp(6) with time zone,
	"last_error" text,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp(6) with time zone,
	CONSTRAINT "jobs_state_known" CHECK ("jobs"."state" IN ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "collection_clients" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"collection_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"access_level" text NOT NULL,
	"last_accessed" timestamp(6) with time zone,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_clients_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "collection_clients_access_level_known" CHECK ("collection_clients"."access_level" IN ('view', 'download', 'full'))
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"expiry_date" date,
	"password_hash" text,
	"downloadable" boolean DEFAULT true NOT NULL,
	"download_sizes" jsonb DEFAULT '["original","web"]'::jsonb NOT NULL,
	"download_pin_required" boolean DEFAULT false NOT NULL,
	"default_access_level" text DEFAULT 'view' NOT NULL,
	"watermark_enabled" boolean DEFAULT false NOT NULL,
	"watermark_text" text,
	"watermark_position" text DEFAULT 'center' NOT NULL,
	"watermark_opacity" smallint DEFAULT 50 NOT NULL,
	"expiry_reminders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "collections_id_shape" CHECK ("collections"."id" ~ '^[0-9]{8}$'),
	CONSTRAINT "collections_watermark_opacity" CHECK ("collections"."watermark_opacity" BETWEEN 0 AND 100),
	CONSTRAINT "collections_access_level_known" CHECK ("collections"."default_access_level" IN ('view', 'download', 'full'))
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"collection_id" text NOT NULL,
	"photo_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_studio_id_id_pk" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "galleries" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"collection_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"private" boolean DEFAULT false NOT NULL,
	"download" boolean DEFAULT true NOT NULL,
	"cover_photo_id" text,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "galleries_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "galleries_id_shape" CHECK ("galleries"."id" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "photo_downloads" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"collection_id" text NOT NULL,
	"photo_id" text NOT NULL,
	"email" text,
	"size" text NOT NULL,
	"format" text NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_downloads_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "photo_downloads_size_known" CHECK ("photo_downloads"."size" IN ('original', 'web'))
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"gallery_id" text NOT NULL,
	"collection_id" text NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"state" text DEFAULT 'awaiting_upload' NOT NULL,
	"failure" text,
	"width" integer,
	"height" integer,
	"taken_at" timestamp(6) with time zone,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_key" text NOT NULL,
	"starred_at" timestamp(6) with time zone,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "photos_id_shape" CHECK ("photos"."id" ~ '^[0-9]{10}$'),
	CONSTRAINT "photos_file_size_positive" CHECK ("photos"."file_size" > 0),
	CONSTRAINT "photos_kind_known" CHECK ("photos"."kind" IN ('photo', 'video')),
	CONSTRAINT "photos_state_known" CHECK ("photos"."state" IN ('awaiting_upload', 'processing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sharing_links" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"collection_id" text NOT NULL,
	"photo_id" text,
	"token" text NOT NULL,
	"permissions" text NOT NULL,
	"expires_at" timestamp(6) with time zone,
	"uses" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp(6) with time zone,
	"revoked_at" timestamp(6) with time zone,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sharing_links_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "sharing_links_permissions_known" CHECK ("sharing_links"."permissions" IN ('view', 'download'))
);
--> statement-breakpoint
CREATE TABLE "video_downloads" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"collection_id" text NOT NULL,
	"video_id" text NOT NULL,
	"email" text,
	"status" text NOT NULL,
	"bytes" bigint,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_downloads_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "video_downloads_bytes" CHECK ("video_downloads"."bytes" IS NULL OR "video_downloads"."bytes" >= 0),
	CONSTRAINT "video_downloads_status_known" CHECK ("video_downloads"."status" IN ('started', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "visitor_emails" (
	"studio_id" text NOT NULL,
	"collection_id" text NOT NULL,
	"email" text NOT NULL,
	"first_visited_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"last_visited_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"visits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "visitor_emails_studio_id_collection_id_email_pk" PRIMARY KEY("studio_id","collection_id","email")
);
--> statement-breakpoint
ALTER TABLE "collection_clients" ADD CONSTRAINT "collection_clients_collection_fk" FOREIGN KEY ("studio_id","collection_id") REFERENCES "public"."collections"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_collection_fk" FOREIGN KEY ("studio_id","collection_id") REFERENCES "public"."collections"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_photo_fk" FOREIGN KEY ("studio_id","photo_id") REFERENCES "public"."photos"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_collection_fk" FOREIGN KEY ("studio_id","collection_id") REFERENCES "public"."collections"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_downloads" ADD CONSTRAINT "photo_downloads_collection_fk" FOREIGN KEY ("studio_id","collection_id") REFERENCES "public"."collections"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_downloads" ADD CONSTRAINT "photo_downloads_photo_fk" FOREIGN KEY ("studio_id","photo_id") REFERENCES "public"."photos"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_gallery_fk" FOREIGN KEY ("studio_id","gallery_id") REFERENCES "public"."galleries"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_links" ADD CONSTRAINT "sharing_links_collection_fk" FOREIGN KEY ("studio_id","collection_id") REFERENCES "public"."collections"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_links" ADD CONSTRAINT "sharing_links_photo_fk" FOREIGN KEY ("studio_id","photo_id") REFERENCES "public"."photos"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_downloads" ADD CONSTRAINT "video_downloads_collection_fk" FOREIGN KEY ("studio_id","collection_id") REFERENCES "public"."collections"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_downloads" ADD CONSTRAINT "video_downloads_video_fk" FOREIGN KEY ("studio_id","video_id") REFERENCES "public"."photos"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_emails" ADD CONSTRAINT "visitor_emails_collection_fk" FOREIGN KEY ("studio_id","collection_id") REFERENCES "public"."collections"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" IN ('done', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "collection_clients_email_key" ON "collection_clients" USING btree ("studio_id","collection_id","email");--> statement-breakpoint
CREATE INDEX "collection_clients_by_email_idx" ON "collection_clients" USING btree ("studio_id","email");--> statement-breakpoint
CREATE INDEX "collections_list_idx" ON "collections" USING btree ("studio_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_item_email_key" ON "favorites" USING btree ("studio_id","collection_id","photo_id","email");--> statement-breakpoint
CREATE INDEX "favorites_collection_idx" ON "favorites" USING btree ("studio_id","collection_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favorites_email_idx" ON "favorites" USING btree ("studio_id","collection_id","email");--> statement-breakpoint
CREATE INDEX "galleries_collection_idx" ON "galleries" USING btree ("studio_id","collection_id","created_at","id");--> statement-breakpoint
CREATE INDEX "photo_downloads_collection_idx" ON "photo_downloads" USING btree ("studio_id","collection_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "photo_downloads_photo_idx" ON "photo_downloads" USING btree ("studio_id","photo_id");--> statement-breakpoint
CREATE INDEX "photos_gallery_idx" ON "photos" USING btree ("studio_id","gallery_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "photos_collection_idx" ON "photos" USING btree ("studio_id","collection_id","kind");--> statement-breakpoint
CREATE INDEX "photos_starred_idx" ON "photos" USING btree ("studio_id","starred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "photos"."starred_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sharing_links_token_key" ON "sharing_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sharing_links_collection_idx" ON "sharing_links" USING btree ("studio_id","collection_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "video_downloads_collection_idx" ON "video_downloads" USING btree ("studio_id","collection_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);