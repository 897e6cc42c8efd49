-- Purchased-goods reports: the portal keeps each customer's report
-- aggregate in memory (server/reports/cache.ts) and checks it against this
-- counter, bumped by every statement that changes the customer's orders or their
-- lines (placing, cancelling, repeating, seeding), whatever code runs it. Per
-- customer: one buyer's new order does not throw away another's reports.
ALTER TABLE customers ADD COLUMN history_version bigint NOT NULL DEFAULT 1;

CREATE FUNCTION bump_history_version_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE customers SET history_version = history_version + 1 WHERE id IN (SELECT customer_id FROM old_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE customers SET history_version = history_version + 1
     WHERE id IN (SELECT customer_id FROM old_rows UNION SELECT customer_id FROM new_rows);
  ELSE
    UPDATE customers SET history_version = history_version + 1 WHERE id IN (SELECT customer_id FROM new_rows);
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION bump_history_version_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE customers SET history_version = history_version + 1
     WHERE id IN (SELECT o.customer_id FROM orders o WHERE o.id IN (SELECT order_id FROM old_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE customers SET history_version = history_version + 1
     WHERE id IN (SELECT o.customer_id FROM orders o WHERE o.id IN (SELECT order_id FROM old_rows UNION SELECT order_id FROM new_rows));
  ELSE
    UPDATE customers SET history_version = history_version + 1
     WHERE id IN (SELECT o.customer_id FROM orders o WHERE o.id IN (SELECT order_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;

-- Transition tables need one trigger per event.
CREATE TRIGGER orders_history_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_history_version_orders();
CREATE TRIGGER orders_history_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_history_version_orders();
CREATE TRIGGER orders_history_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_history_version_orders();
CREATE TRIGGER order_items_history_ins AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_history_version_items();
CREATE TRIGGER order_items_history_upd AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_history_version_items();
CREATE TRIGGER order_items_history_del AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_history_version_items();
