-- A counter bumped by every change to what a session carries (the session row, its
-- user, the user's contracts and favourites), so the portal can keep sessions in
-- memory and still never serve a stale one: each request reads this one row and drops
-- the cached sessions when it moved (server/session.ts).
CREATE TABLE account_version (
  id      int PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO account_version (id, version) VALUES (1, 1);

CREATE FUNCTION bump_account_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_account_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_account_version();
CREATE TRIGGER users_account_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_account_version();
CREATE TRIGGER customers_account_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_account_version();
CREATE TRIGGER contracts_account_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contracts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_account_version();
CREATE TRIGGER user_contracts_account_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_contracts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_account_version();
CREATE TRIGGER wishes_account_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wishes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_account_version();
