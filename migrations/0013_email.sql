CREATE TABLE "emails" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"from_address" text NOT NULL,
	"reply_to" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"related_id" text,
	"occasion" text,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp(6) with time zone,
	CONSTRAINT "emails_studio_id_id_pk" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "reminder_hours" integer DEFAULT 24;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_list_idx" ON "emails" USING btree ("studio_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "emails_occasion_key" ON "emails" USING btree ("studio_id","kind","related_id","occasion") WHERE "emails"."occasion" IS NOT NULL;