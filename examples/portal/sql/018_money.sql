-- Money, one rule, the same as src/core/rules/money.ts: a price
-- is round(base × coefficient, 2); a line's sum is price × quantity rounded once;
-- a total is the sum of the line sums. Every query that prices goods or sums
-- money calls these, so the basket, drafts, orders, repeat previews, reports,
-- price lists and acts agree to the kopeck. Plain SQL functions: the planner
-- inlines them, so they cost what the expressions they hold cost.

-- round(base × coef, 2), half away from zero (numeric): the price under a coefficient.
CREATE FUNCTION money_price(base numeric, coef numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT round(base * coef, 2) $$;

-- A line's sum: price × quantity, rounded once.
CREATE FUNCTION money_line(price numeric, qnt numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT round(price * qnt, 2) $$;

-- The one pricing rule: what user u is shown and charged on contract c for goods
-- of base price `base`, under the contract's coefficient and u's price policy
-- (user_price_coef, sql/014). Never price with contracts.price_coef alone.
CREATE FUNCTION user_price(u int, c int, base numeric) RETURNS numeric
  LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT money_price(base, user_price_coef(u, c)) $$;
