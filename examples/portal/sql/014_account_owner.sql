-- The account owner's part of the account page: counterparties own
-- contracts, sub-managers get a phone, delivery addresses and a price policy per
-- contract. Plain PostgreSQL: runs on PGlite and on a server.

-- A contract is signed by one of the customer's counterparties (the manager form
-- shows contracts grouped by counterparty); NULL for contracts of before this.
ALTER TABLE contracts ADD COLUMN contragent_id int REFERENCES contragents(id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN phone text NOT NULL DEFAULT '';

-- Delivery addresses a sub-manager may ship to (the customer's own addresses).
CREATE TABLE user_addresses (
  user_id    int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address_id int NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, address_id)
);

-- The price policy a sub-manager orders under, per contract: a discount or a
-- markup in percent on the contract's price (docs/api.md, pricepolitics).
CREATE TABLE price_policies (
  user_id     int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  contract_id int NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('discount', 'markup')),
  percent     numeric(5,2) NOT NULL CHECK (percent >= 0 AND percent <= 99),
  PRIMARY KEY (user_id, contract_id)
);

-- The price coefficient user u orders under on contract c: the contract's, times
-- the policy's factor. Rounded to 4 places like contracts.price_coef, so the
-- memory catalogue (which keeps coefficients in 1/10000) prices as SQL does.
CREATE FUNCTION user_price_coef(u int, c int) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT round(ct.price_coef * COALESCE((
           SELECT CASE WHEN p.kind = 'discount' THEN 1 - p.percent / 100 ELSE 1 + p.percent / 100 END
             FROM price_policies p WHERE p.user_id = u AND p.contract_id = c), 1), 4)
    FROM contracts ct WHERE ct.id = c
$$;

-- A session carries its user's prices: a policy change must reach open sessions.
CREATE TRIGGER price_policies_account_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_policies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_account_version();

CREATE INDEX contragents_inn ON contragents (inn, COALESCE(kpp, ''));
