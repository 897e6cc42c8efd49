-- Order history (<b2b-orders> on /orders/) and drafts (<b2b-drafts> on /drafts/).

-- What a line was called and cost when it was ordered or put aside: a line whose goods
-- were withdrawn since still shows its articul and name, and the repeat preview compares
-- the price then with the contract's price now.
ALTER TABLE order_items
  ADD COLUMN articul text NOT NULL DEFAULT '',
  ADD COLUMN header  text NOT NULL DEFAULT '';
ALTER TABLE draft_items
  ADD COLUMN price numeric(12,2);

-- Fill the names of lines saved before this migration.
UPDATE order_items oi SET articul = p.articul, header = p.header
  FROM products p WHERE oi.item_type = 'products' AND p.id = oi.item_id;
UPDATE order_items oi SET articul = v.articul, header = p.header
  FROM variants v JOIN products p ON p.id = v.product_id
 WHERE oi.item_type = 'variants' AND v.id = oi.item_id;

-- The history list (GET /api/order/): a customer's orders in a period, newest first,
-- with the rest of the filter (contracts, state, paid, project status, number) carried in the
-- index, so the count and the page's ids are index-only scans of the period's entries.
CREATE INDEX orders_history_idx ON orders (customer_id, created_at DESC, id DESC)
  INCLUDE (contract_id, state, paid, project_status, number);
