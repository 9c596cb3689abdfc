CREATE TABLE "product_changes" (
	"version" bigint NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "product_changes_version_product_id_pk" PRIMARY KEY("version","product_id")
);
--> statement-breakpoint
-- Which products each 'products' list version changed (decision 0018): a cached product page whose
-- members and order hold (migration 0025) re-reads only its rows logged since its version, instead
-- of all of them after any product write. The 'products' bump of migration 0008 moves here for
-- product rows: the same deferred trigger, once per transaction at commit, now also logs each
-- product written at the version that bump reached. Every 1,000 versions the log keeps the last
-- 1,000; 'products_changes_pruned' names the newest version deleted, and a page read at or before
-- it is read again in full.
INSERT INTO list_versions (name, version) VALUES ('products_changes_pruned', 0) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION log_product_change_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reached bigint := nullif(current_setting('stockroom.products_version_reached', true), '')::bigint;
BEGIN
  IF reached IS NULL THEN
    INSERT INTO list_versions (name, version) VALUES ('products', 1)
    ON CONFLICT (name) DO UPDATE SET version = list_versions.version + 1
    RETURNING version INTO reached;
    PERFORM set_config('stockroom.products_version_reached', reached::text, true);
    -- A category rename in the same transaction (migration 0008's trigger) then bumps no more.
    PERFORM set_config('stockroom.list_version_bumped_products', 'on', true);
    IF reached % 1000 = 0 THEN
      DELETE FROM product_changes WHERE version <= reached - 1000;
      UPDATE list_versions SET version = reached - 1000 WHERE name = 'products_changes_pruned';
    END IF;
  END IF;
  INSERT INTO product_changes (version, product_id) VALUES (reached, CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_list_version ON products;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_list_version
  AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION log_product_change_at_commit();
