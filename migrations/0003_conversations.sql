CREATE TABLE "conversation_attachments" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"message_id" text,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"ticket_client_id" text,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_attachments_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "conversation_attachments_size_positive" CHECK ("conversation_attachments"."file_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"sender_type" text NOT NULL,
	"sender_id" text NOT NULL,
	"content" text NOT NULL,
	"sent_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp(6) with time zone,
	CONSTRAINT "conversation_messages_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "conversation_messages_sender_known" CHECK ("conversation_messages"."sender_type" IN ('client', 'photographer', 'system'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"client_id" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"client_unread" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "conversations_unread_not_negative" CHECK ("conversations"."staff_unread" >= 0 AND "conversations"."client_unread" >= 0),
	CONSTRAINT "conversations_status_known" CHECK ("conversations"."status" IN ('active', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "conversation_attachments" ADD CONSTRAINT "conversation_attachments_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_attachments" ADD CONSTRAINT "conversation_attachments_message_fk" FOREIGN KEY ("studio_id","message_id") REFERENCES "public"."conversation_messages"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_fk" FOREIGN KEY ("studio_id","conversation_id") REFERENCES "public"."conversations"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_client_fk" FOREIGN KEY ("studio_id","client_id") REFERENCES "public"."clients"("studio_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_attachments_message_idx" ON "conversation_attachments" USING btree ("studio_id","message_id") WHERE "conversation_attachments"."message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("studio_id","conversation_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "conversations_inbox_idx" ON "conversations" USING btree ("studio_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_client_idx" ON "conversations" USING btree ("studio_id","client_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_staff_unread_idx" ON "conversations" USING btree ("studio_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"staff_unread") WHERE "conversations"."staff_unread" > 0;