CREATE TABLE "invoice_counters" (
	"studio_id" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_line_items" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"line_total" bigint NOT NULL,
	"taxable" boolean NOT NULL,
	"tax_rate" numeric(5, 2),
	"tax_amount" bigint NOT NULL,
	CONSTRAINT "invoice_line_items_studio_id_id_pk" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"number" integer NOT NULL,
	"client_id" text NOT NULL,
	"currency" text NOT NULL,
	"due_date" date NOT NULL,
	"notes" text,
	"subtotal" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"coupon_id" text,
	"coupon_code" text,
	"sent_at" timestamp(6) with time zone,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "invoices_amounts_add_up" CHECK ("invoices"."amount" = "invoices"."subtotal" - "invoices"."discount_amount" + "invoices"."tax_amount"),
	CONSTRAINT "invoices_paid_in_range" CHECK ("invoices"."amount_paid" >= 0 AND "invoices"."amount_paid" <= "invoices"."amount")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"studio_id" text NOT NULL,
	"id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"client_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"processor_fee" bigint NOT NULL,
	"transaction_fee" bigint NOT NULL,
	"payment_date" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"payment_method" text NOT NULL,
	"payment_method_details" jsonb,
	"status" text NOT NULL,
	"gift_card_id" text,
	"disputed_at" timestamp(6) with time zone,
	"dispute_outcome" text,
	"dispute_resolved_at" timestamp(6) with time zone,
	"created_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "payments_refund_in_range" CHECK ("payments"."refunded_amount" >= 0 AND "payments"."refunded_amount" <= "payments"."amount")
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD CONSTRAINT "invoice_line_items_studio_id_invoice_id_invoices_studio_id_id_fk" FOREIGN KEY ("studio_id","invoice_id") REFERENCES "public"."invoices"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_fk" FOREIGN KEY ("studio_id","client_id") REFERENCES "public"."clients"("studio_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_studio_id_invoice_id_invoices_studio_id_id_fk" FOREIGN KEY ("studio_id","invoice_id") REFERENCES "public"."invoices"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_line_items_invoice_idx" ON "invoice_line_items" USING btree ("studio_id","invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("studio_id","number");--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("studio_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_currency_idx" ON "invoices" USING btree ("studio_id","currency","created_at","sent_at","due_date","amount","amount_paid");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("studio_id","client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_list_idx" ON "payments" USING btree ("studio_id","payment_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_client_idx" ON "payments" USING btree ("studio_id","client_id","payment_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("studio_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payments_disputed_idx" ON "payments" USING btree ("studio_id","currency") WHERE "payments"."status" = 'disputed';--> statement-breakpoint
CREATE INDEX "coupon_activity_invoice_idx" ON "coupon_activity" USING btree ("studio_id","invoice_id");