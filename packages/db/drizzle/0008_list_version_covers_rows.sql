-- The product list version now covers everything a product list shows, so that pages as well as
-- totals can be reused while it is current (see pagination.ts ListCache): any write to a product
-- (a cost price re-averaged on receipt included) and any change of a category name bump it. Stock
-- figures are read live and never bump it.
--
-- The bump is a deferred constraint trigger, once per transaction, at commit: the version row is
-- then the last lock a writing transaction takes and it holds it only while committing, so
-- concurrent product writes (receipts of different products) neither queue behind each other for
-- the rest of their transaction nor deadlock on it.
CREATE FUNCTION bump_list_version_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('stockroom.list_version_bumped_' || TG_ARGV[0], true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('stockroom.list_version_bumped_' || TG_ARGV[0], 'on', true);
  INSERT INTO list_versions (name, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (name) DO UPDATE SET version = list_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_list_version ON products;
--> statement-breakpoint
DROP FUNCTION bump_list_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_list_version
  AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_list_version_at_commit('products');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_products_list_version
  AFTER UPDATE OF name OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_list_version_at_commit('products');
