-- Written by hand: drizzle-kit cannot express INCLUDE. The summaries count issued invoices only, so
-- their index now holds those alone: drafts are no longer read and dropped row by row, and `sent_at`
-- need not be carried. At 100 000 invoices (a tenth of them drafts) the studio summary's scan went
-- from 6.9 ms to 4.9 ms.
DROP INDEX "invoices_summary_idx";--> statement-breakpoint
CREATE INDEX "invoices_summary_idx" ON "invoices" USING btree ("studio_id","currency","created_at") INCLUDE ("due_date","amount","amount_paid") WHERE "sent_at" IS NOT NULL;
