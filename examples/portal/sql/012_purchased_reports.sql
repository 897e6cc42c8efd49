-- Purchased-goods reports (<b2b-purchased-goods> on /reports/).
-- The reports sum order_items per goods over orders_history_idx's period (sql/007);
-- each page row then looks up the last order holding its goods: this index finds
-- that goods' lines without reading the whole order history.
CREATE INDEX order_items_goods_idx ON order_items (item_type, item_id, order_id);
