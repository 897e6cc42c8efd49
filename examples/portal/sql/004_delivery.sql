-- Delivery for the basket table (<b2b-basket>) and placing an order (POST /api/order/).

-- What a delivery method needs besides the date: nothing (pickup from the warehouse),
-- a typed address (delivery to the buyer), or a transport company and one of its
-- addresses. The widget shows the matching fields; the order call checks them.
ALTER TABLE delivery_methods
  ADD COLUMN kind text NOT NULL DEFAULT 'pickup' CHECK (kind IN ('pickup', 'address', 'company'));
-- Databases seeded before this migration (fresh ones get the kinds from the seed).
UPDATE delivery_methods SET kind = 'address' WHERE id = 2;
UPDATE delivery_methods SET kind = 'company' WHERE id = 3;

-- The basket's delivery choice per user (legacy POST /ajax/setdelivery/), so it
-- survives a reload and another tab.
CREATE TABLE basket_delivery (
  user_id      int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  delivery_id  int NOT NULL REFERENCES delivery_methods(id),
  company_id   int REFERENCES delivery_companies(id) ON DELETE SET NULL,
  address_id   int REFERENCES company_addresses(id) ON DELETE SET NULL,
  type_address text NOT NULL DEFAULT '',
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- The order's delivery as the customer chose it in the basket.
ALTER TABLE orders
  ADD COLUMN wms_id        int REFERENCES warehouses(id),
  ADD COLUMN company_id    int REFERENCES delivery_companies(id) ON DELETE SET NULL,
  ADD COLUMN address_id    int REFERENCES company_addresses(id) ON DELETE SET NULL,
  ADD COLUMN type_address  text NOT NULL DEFAULT '',
  ADD COLUMN delivery_date date,
  ADD COLUMN availability  int CHECK (availability IN (1, 2, 3)),
  -- The client's key for one attempt to send the basket: a repeated request
  -- (reply lost, button pressed twice) answers with the same order, never a second one.
  ADD COLUMN client_key    text;

CREATE UNIQUE INDEX orders_client_key_idx ON orders (user_id, client_key) WHERE client_key IS NOT NULL;
