-- Indexes for the catalogue filter and per-owner lookups.
-- pg_trgm is not used: PGlite ships it as an optional extension, but on 5,000 products a
-- scan of the precomputed lower-case search_text is as fast, and plain SQL stays portable.
CREATE INDEX products_catalog_idx ON products (catalog_id);
CREATE INDEX products_brand_idx ON products (brand);
CREATE INDEX products_articul_prefix_idx ON products (lower(articul) text_pattern_ops);
CREATE INDEX products_search_prefix_idx ON products (search_text text_pattern_ops);
CREATE INDEX products_flags_idx ON products (is_hit, is_novelty, is_special);
CREATE INDEX products_price_idx ON products (base_price);
CREATE INDEX products_header_idx ON products (header, id);
CREATE INDEX catalog_path_idx ON catalog (path text_pattern_ops);
CREATE INDEX catalog_parent_idx ON catalog (parent_id);
CREATE INDEX variants_product_idx ON variants (product_id);
CREATE INDEX stocks_wms_idx ON stocks (wms_id, item_type, item_id) WHERE quantity > 0;
CREATE INDEX contracts_customer_idx ON contracts (customer_id);
CREATE INDEX users_customer_idx ON users (customer_id);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX drafts_user_idx ON drafts (user_id, created_at);
CREATE INDEX orders_customer_idx ON orders (customer_id, created_at);
CREATE INDEX orders_contract_idx ON orders (contract_id);
CREATE INDEX acts_customer_idx ON acts (customer_id);
CREATE INDEX chat_customer_idx ON chat_messages (customer_id, id);
CREATE INDEX contragents_customer_idx ON contragents (customer_id);
CREATE INDEX addresses_customer_idx ON addresses (customer_id);
