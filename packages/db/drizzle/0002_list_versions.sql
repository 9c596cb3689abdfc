-- Every write that can change the membership or order of the product list bumps its version in the
-- same transaction, so a list total cached at version N is exact while N is current (see
-- products.repository countProducts). Level rows matter too: a warehouse-scoped list holds the
-- products that have a level row in that warehouse.
CREATE FUNCTION bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_versions (name, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (name) DO UPDATE SET version = list_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO list_versions (name, version) VALUES ('products', 0);
--> statement-breakpoint
CREATE TRIGGER products_list_version AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('products');
--> statement-breakpoint
CREATE TRIGGER inventory_levels_list_version AFTER INSERT OR DELETE ON inventory_levels
  FOR EACH ROW EXECUTE FUNCTION bump_list_version('products');
