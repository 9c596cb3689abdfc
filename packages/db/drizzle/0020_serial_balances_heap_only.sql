-- No index of stock_balances reads on_hand any more, so updating a balance stays a heap-only (HOT)
-- update instead of writing every index: a serial's balance row is deleted when its unit leaves,
-- and uniqueness per product holds on the serial alone.
DELETE FROM "stock_balances" WHERE "serial_number" IS NOT NULL AND "on_hand" = 0;--> statement-breakpoint
DROP INDEX "stock_balances_serial_in_stock_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_serial_unique" ON "stock_balances" USING btree ("product_id","serial_number") WHERE "stock_balances"."serial_number" is not null;
