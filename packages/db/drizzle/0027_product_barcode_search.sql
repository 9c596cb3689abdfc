CREATE INDEX "products_barcode_idx" ON "products" USING btree ("barcode");--> statement-breakpoint
-- The product list's search matches a barcode exactly (decision 0019), so a barcode change can change
-- which products a search holds: it moves 'products_membership' as name and SKU do (migration 0025).
DROP TRIGGER products_membership_list_version_on_update ON products;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_membership_list_version_on_update
  AFTER UPDATE OF name, sku, barcode, category_id, is_active ON products
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN ((OLD.name, OLD.sku, OLD.barcode, OLD.category_id, OLD.is_active) IS DISTINCT FROM (NEW.name, NEW.sku, NEW.barcode, NEW.category_id, NEW.is_active))
  EXECUTE FUNCTION bump_list_version_at_commit('products_membership');
