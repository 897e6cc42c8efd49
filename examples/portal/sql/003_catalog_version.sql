-- A counter bumped by every change to the catalogue tables, so an in-memory index of
-- the catalogue (server/catalog/memory.ts) knows when to reload. Statement-level
-- triggers: one bump per statement, however many rows it touches.
CREATE TABLE catalog_version (
  id      int PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);

CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER variants_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER stocks_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stocks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER binds_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_binds
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
