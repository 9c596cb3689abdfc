-- Change feeds (decision 0017): each row a sync reads remembers the transaction that last wrote it.
-- Inserts take it by default; updates by the trigger below. A feed pages in (change_xid, key) order
-- up to the oldest transaction still running (pg_snapshot_xmin), below which nothing can commit
-- any more, so a row whose transaction started early and committed late is never skipped.
ALTER TABLE "customers" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_levels" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_change_idx" ON "customers" USING btree ("change_xid","id");--> statement-breakpoint
CREATE INDEX "inventory_levels_change_idx" ON "inventory_levels" USING btree ("change_xid","product_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "products_change_idx" ON "products" USING btree ("change_xid","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_change_idx" ON "purchase_orders" USING btree ("change_xid","id");--> statement-breakpoint
CREATE INDEX "sales_orders_change_idx" ON "sales_orders" USING btree ("change_xid","id");--> statement-breakpoint
CREATE INDEX "stock_balances_change_idx" ON "stock_balances" USING btree ("change_xid","id");--> statement-breakpoint
CREATE INDEX "stock_movements_change_idx" ON "stock_movements" USING btree ("change_xid","id");--> statement-breakpoint
CREATE INDEX "suppliers_change_idx" ON "suppliers" USING btree ("change_xid","id");--> statement-breakpoint
CREATE FUNCTION set_change_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_change_xid BEFORE UPDATE ON customers FOR EACH ROW EXECUTE FUNCTION set_change_xid();
--> statement-breakpoint
CREATE TRIGGER suppliers_change_xid BEFORE UPDATE ON suppliers FOR EACH ROW EXECUTE FUNCTION set_change_xid();
--> statement-breakpoint
CREATE TRIGGER products_change_xid BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION set_change_xid();
--> statement-breakpoint
CREATE TRIGGER inventory_levels_change_xid BEFORE UPDATE ON inventory_levels FOR EACH ROW EXECUTE FUNCTION set_change_xid();
--> statement-breakpoint
CREATE TRIGGER stock_balances_change_xid BEFORE UPDATE ON stock_balances FOR EACH ROW EXECUTE FUNCTION set_change_xid();
--> statement-breakpoint
CREATE TRIGGER purchase_orders_change_xid BEFORE UPDATE ON purchase_orders FOR EACH ROW EXECUTE FUNCTION set_change_xid();
--> statement-breakpoint
CREATE TRIGGER sales_orders_change_xid BEFORE UPDATE ON sales_orders FOR EACH ROW EXECUTE FUNCTION set_change_xid();
