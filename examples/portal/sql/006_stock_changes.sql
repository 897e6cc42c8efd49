-- Stock moves far more often than the rest of the catalogue (every sync with the
-- warehouses), and with several portal processes each must show it within 250 ms.
-- So stock has its own counter, and a log of which items each statement touched:
-- the in-memory catalogue (server/catalog/memory.ts) re-reads just those items
-- instead of reloading everything (1-2 s on a busy machine).
ALTER TABLE catalog_version
  ADD COLUMN stock_version bigint NOT NULL DEFAULT 1,
  -- The log holds every change from this stock version on (older ones are pruned).
  ADD COLUMN stock_log_from bigint NOT NULL DEFAULT 2;

CREATE TABLE stock_changes (
  stock_version bigint NOT NULL,
  item_type     text NOT NULL,
  item_id       int NOT NULL
);
CREATE INDEX stock_changes_version ON stock_changes (stock_version);

-- One bump per statement; the row lock on catalog_version orders the versions as the
-- commits, so a reader that saw version V has every change up to V in the log.
CREATE FUNCTION log_stock_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE catalog_version SET stock_version = stock_version + 1 WHERE id = 1 RETURNING stock_version INTO v;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO stock_changes SELECT DISTINCT v, item_type, item_id FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN -- both sides: an update may move a row to another item
    INSERT INTO stock_changes SELECT v, item_type, item_id FROM old_rows UNION SELECT v, item_type, item_id FROM new_rows;
  ELSE
    INSERT INTO stock_changes SELECT DISTINCT v, item_type, item_id FROM new_rows;
  END IF;
  -- Keep the last 1000 statements: a process further behind reads all the stock.
  DELETE FROM stock_changes WHERE stock_version <= v - 1000;
  UPDATE catalog_version SET stock_log_from = greatest(stock_log_from, v - 999) WHERE id = 1;
  RETURN NULL;
END
$$;

DROP TRIGGER stocks_catalog_version ON stocks;
-- Transition tables take one event per trigger.
CREATE TRIGGER stocks_insert_log AFTER INSERT ON stocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_stock_changes();
CREATE TRIGGER stocks_update_log AFTER UPDATE ON stocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_stock_changes();
CREATE TRIGGER stocks_delete_log AFTER DELETE ON stocks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_stock_changes();
-- TRUNCATE has no rows to log: the whole catalogue reloads.
CREATE TRIGGER stocks_truncate_version AFTER TRUNCATE ON stocks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
