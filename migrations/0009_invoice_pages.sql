ALTER TABLE "invoices" ADD COLUMN "public_token" text;--> statement-breakpoint
-- Invoices sent before they had pages get one now. The token is 32 base62 characters, as the service
-- makes them, drawn here from two random UUIDs (gen_random_uuid reads the server's strong random source,
-- 244 bits) hashed with the invoice's id, which also makes the subquery run once per invoice.
UPDATE "invoices" SET "public_token" = (
  SELECT string_agg(substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', get_byte(drawn.bytes, i) % 62 + 1, 1), '' ORDER BY i)
  FROM (SELECT sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) || convert_to("invoices"."id", 'UTF8')) AS bytes) AS drawn,
    generate_series(0, 31) AS i
) WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_public_token_key" ON "invoices" USING btree ("public_token","studio_id") WHERE "invoices"."public_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sent_have_a_page" CHECK (("invoices"."sent_at" IS NULL) = ("invoices"."public_token" IS NULL));