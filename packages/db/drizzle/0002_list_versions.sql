-- Every write that can change which products a list filter matches bumps the list version in the
-- same transaction, so a total cached at version N is exact while N is current (see
-- pagination.ts ListCountCache). Only the filtered columns count: a cost-price change on receipt
-- does not invalidate totals.
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
CREATE TRIGGER products_list_version
  AFTER INSERT OR DELETE OR UPDATE OF name, sku, category_id, selling_price, is_active ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('products');
