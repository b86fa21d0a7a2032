CREATE TABLE "api_tokens" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text,
	"role" text NOT NULL,
	"user_id" text,
	"client_id" text,
	"secret_hash" text NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp(6) with time zone,
	CONSTRAINT "api_tokens_studio_id_id_pk" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"secret_hash" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"user_id" text NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp(6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_studio_id_id_pk" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"studio_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_studio_id_key_pk" PRIMARY KEY("studio_id","key")
);
--> statement-breakpoint
CREATE TABLE "coupon_activity" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"coupon_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"client_id" text NOT NULL,
	"currency" text NOT NULL,
	"discount_applied" bigint NOT NULL,
	"invoice_amount" bigint NOT NULL,
	"client_first_name" text,
	"client_last_name" text,
	"client_email" text,
	"used_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_activity_studio_id_id_pk" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" numeric(14, 2) NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"usage_limit" integer,
	"minimum_order_amount" bigint,
	"expires_at" timestamp(6) with time zone,
	"description" text,
	"disabled_at" timestamp(6) with time zone,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "coupons_usage_within_limit" CHECK ("coupons"."usage_limit" IS NULL OR "coupons"."usage_count" <= "coupons"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"expires_at" timestamp(6) with time zone,
	"purchaser_first_name" text,
	"purchaser_last_name" text,
	"purchaser_email" text,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "gift_cards_balance_in_range" CHECK ("gift_cards"."balance" >= 0 AND "gift_cards"."balance" <= "gift_cards"."amount")
);
--> statement-breakpoint
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
	"search_text" text GENERATED ALWAYS AS (public.studio_search_text(first_name, last_name, email, company)) STORED,
	"phone_digits" text GENERATED ALWAYS AS (public.studio_digits(phone)) STORED,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "clients_name_or_email" CHECK (coalesce("clients"."first_name", '') <> '' OR coalesce("clients"."email", '') <> ''),
	CONSTRAINT "clients_status_known" CHECK ("clients"."status" IN (1, 2)),
	CONSTRAINT "clients_avatar_color_range" CHECK ("clients"."avatar_color" BETWEEN 0 AND 11)
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_activity" ADD CONSTRAINT "coupon_activity_studio_id_coupon_id_coupons_studio_id_id_fk" FOREIGN KEY ("studio_id","coupon_id") REFERENCES "public"."coupons"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_secret_hash_key" ON "api_tokens" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_list_idx" ON "api_tokens" USING btree ("studio_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "auth_sessions_studio_user_idx" ON "auth_sessions" USING btree ("studio_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "coupon_activity_list_idx" ON "coupon_activity" USING btree ("studio_id","coupon_id","used_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("studio_id",lower("code"));--> statement-breakpoint
CREATE INDEX "coupons_list_idx" ON "coupons" USING btree ("studio_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_key" ON "gift_cards" USING btree ("studio_id",lower("code"));--> statement-breakpoint
CREATE INDEX "gift_cards_list_idx" ON "gift_cards" USING btree ("studio_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_key" ON "clients" USING btree ("studio_id",lower("email"));--> statement-breakpoint
CREATE INDEX "clients_list_idx" ON "clients" USING btree ("studio_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"type");--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin ("studio_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_idx" ON "clients" USING gin ("studio_id","phone_digits" gin_trgm_ops);