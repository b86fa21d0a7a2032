CREATE TABLE "clients" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"company" text,
	"job_title" text,
	"address_line_1" text,
	"address_line_2" text,
	"city" text,
	"postal_code" text,
	"state" text,
	"country_id" smallint,
	"notes" text,
	"avatar_color" smallint NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "clients_status_known" CHECK ("clients"."status" IN (1, 2)),
	CONSTRAINT "clients_avatar_color_range" CHECK ("clients"."avatar_color" BETWEEN 0 AND 11)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_key" ON "clients" USING btree ("studio_id",lower("email"));--> statement-breakpoint
CREATE INDEX "clients_list_idx" ON "clients" USING btree ("studio_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);