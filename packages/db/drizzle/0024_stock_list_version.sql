-- The stock list (GET /api/inventory, decision 0018) keeps which levels a page shows, in which order,
-- with their product and warehouse fields, and each filter's total, while the 'levels' list
-- version is current; units on hand, reserved and in transit and the level's updated_at are read
-- live on every request and never bump it. So the version covers what decides a list's membership,
-- order and descriptive fields: a level row created or deleted, and a change of a product's SKU,
-- name, category or stock limits or of a warehouse's code. Bumped as the product list version
-- (migration 0008): a deferred trigger, once per transaction, at commit. An upsert of a level that
-- exists fires no INSERT row trigger, so stock movements on existing levels never bump it.
INSERT INTO list_versions (name, version) VALUES ('levels', 0) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER inventory_levels_list_version
  AFTER INSERT OR DELETE OR UPDATE OF product_id, warehouse_id ON inventory_levels
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_list_version_at_commit('levels');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_levels_list_version
  AFTER UPDATE OF sku, name, category_id, min_stock_level, max_stock_level ON products
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN ((OLD.sku, OLD.name, OLD.category_id, OLD.min_stock_level, OLD.max_stock_level) IS DISTINCT FROM (NEW.sku, NEW.name, NEW.category_id, NEW.min_stock_level, NEW.max_stock_level))
  EXECUTE FUNCTION bump_list_version_at_commit('levels');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER warehouses_levels_list_version
  AFTER UPDATE OF code ON warehouses
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD.code IS DISTINCT FROM NEW.code)
  EXECUTE FUNCTION bump_list_version_at_commit('levels');
