-- The needs list (spec 2, 7: needs, setNeed, unsetNeed): goods a user means to order
-- later, per user like the favourites (wishes). The session carries both sets
-- (server/session.ts), so a change bumps account_version as wishes do.
CREATE TABLE needs (
  user_id    int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

CREATE TRIGGER needs_account_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON needs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_account_version();
