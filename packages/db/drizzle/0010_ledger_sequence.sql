DROP INDEX "stock_movements_product_warehouse_idx";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "sequence" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_sequence_unique" ON "stock_movements" USING btree ("sequence");--> statement-breakpoint
CREATE INDEX "stock_movements_product_warehouse_sequence_idx" ON "stock_movements" USING btree ("product_id","warehouse_id","sequence");--> statement-breakpoint
CREATE INDEX "stock_movements_warehouse_sequence_idx" ON "stock_movements" USING btree ("warehouse_id","sequence");