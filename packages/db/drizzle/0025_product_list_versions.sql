-- The product list (decision 0018) tells apart what a write changes: which products a page holds and in
-- which order, or only what its rows say. Beside 'products' (any product write or category rename,
-- migration 0008), two versions cover the first:
--   products_membership: a product created or deleted, or its name, SKU, category or active flag
--     changed (search, category and archive filters, name and SKU order), or a category renamed or
--     deleted (the categoryName filter);
--   products_price: a selling price changed (price filters and price order).
-- A cached page stays valid while the versions its filter and sort depend on are current; when only
-- 'products' moved, its rows are read again by id and its total is still exact. Bumped as 0008's,
-- by deferred triggers once per transaction at commit, and only when a value really changes.
INSERT INTO list_versions (name, version) VALUES ('products_membership', 0), ('products_price', 0) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_membership_list_version
  AFTER INSERT OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_list_version_at_commit('products_membership');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_membership_list_version_on_update
  AFTER UPDATE OF name, sku, category_id, is_active ON products
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN ((OLD.name, OLD.sku, OLD.category_id, OLD.is_active) IS DISTINCT FROM (NEW.name, NEW.sku, NEW.category_id, NEW.is_active))
  EXECUTE FUNCTION bump_list_version_at_commit('products_membership');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_price_list_version
  AFTER UPDATE OF selling_price ON products
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD.selling_price IS DISTINCT FROM NEW.selling_price)
  EXECUTE FUNCTION bump_list_version_at_commit('products_price');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_products_membership_list_version
  AFTER UPDATE OF name OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_list_version_at_commit('products_membership');
