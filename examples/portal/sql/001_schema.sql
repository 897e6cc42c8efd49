-- Reference portal schema. Plain PostgreSQL (12+): runs on PGlite and on a server.

CREATE TABLE customers (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE warehouses (
  id      int PRIMARY KEY,
  header  text NOT NULL,
  pos     int NOT NULL,
  address text NOT NULL DEFAULT ''
);

CREATE TABLE contracts (
  id          serial PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  header      text NOT NULL,
  stop_orders boolean NOT NULL DEFAULT false,
  debt_alert  text,
  price_coef  numeric(6,4) NOT NULL DEFAULT 1,   -- price = round(base_price * price_coef, 2)
  rrc_coef    numeric(6,4) NOT NULL DEFAULT 1,   -- price_rrc = round(rrc_price * rrc_coef, 2)
  pos         int NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id                   serial PRIMARY KEY,
  customer_id          int REFERENCES customers(id) ON DELETE CASCADE,
  login                text NOT NULL UNIQUE,
  email                text NOT NULL UNIQUE,
  password_hash        text NOT NULL,
  name                 text NOT NULL,
  role                 text NOT NULL CHECK (role IN ('customer', 'owner', 'submanager', 'admin')),
  type_id              int NOT NULL DEFAULT 1,
  is_demo              boolean NOT NULL DEFAULT false,
  enabled              boolean NOT NULL DEFAULT true,
  selected_contract_id int REFERENCES contracts(id) ON DELETE SET NULL,
  selected_wms         int REFERENCES warehouses(id) ON DELETE SET NULL,
  created_at           timestamptz NOT NULL DEFAULT now()
);

-- Contracts a sub-manager (type_id 2) may use; other users see all their customer's contracts.
CREATE TABLE user_contracts (
  user_id     int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  contract_id int NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, contract_id)
);

CREATE TABLE sessions (
  id         text PRIMARY KEY,
  user_id    int REFERENCES users(id) ON DELETE CASCADE,
  captcha    text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen  timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE catalog (
  id          int PRIMARY KEY,
  parent_id   int REFERENCES catalog(id),
  header      text NOT NULL,
  description text NOT NULL DEFAULT '',
  pos         int NOT NULL DEFAULT 0,
  path        text NOT NULL          -- '/2/1223/1300/': ancestors and self, for subtree filters
);

CREATE TABLE products (
  id          int PRIMARY KEY,
  articul     text NOT NULL UNIQUE,
  header      text NOT NULL,
  title       text NOT NULL,
  brand       text NOT NULL,
  tags        text[] NOT NULL DEFAULT '{}',
  catalog_id  int NOT NULL REFERENCES catalog(id),
  origin      text NOT NULL DEFAULT 'catalog' CHECK (origin IN ('catalog', 'additional')),
  base_price  numeric(12,2) NOT NULL CHECK (base_price >= 0),
  rrc_price   numeric(12,2) NOT NULL CHECK (rrc_price >= 0),
  picture     int,
  picturetype text,
  is_hit      boolean NOT NULL DEFAULT false,
  is_novelty  boolean NOT NULL DEFAULT false,
  is_special  boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  search_text text GENERATED ALWAYS AS (lower(articul || ' ' || header || ' ' || brand)) STORED,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE variants (
  id         int PRIMARY KEY,
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  articul    text NOT NULL UNIQUE,
  params     jsonb NOT NULL DEFAULT '[]',   -- [{ "header": "Цвет: белый" }, ...]
  base_price numeric(12,2) NOT NULL CHECK (base_price >= 0),
  rrc_price  numeric(12,2) NOT NULL CHECK (rrc_price >= 0),
  pos        int NOT NULL DEFAULT 0
);

-- Free stock per warehouse of a product or a variant.
CREATE TABLE stocks (
  item_type text NOT NULL CHECK (item_type IN ('products', 'variants')),
  item_id   int NOT NULL,
  wms_id    int NOT NULL REFERENCES warehouses(id),
  quantity  int NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (item_type, item_id, wms_id)
);

CREATE TABLE product_binds (
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  bind_id    int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  pos        int NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, bind_id)
);

CREATE TABLE wishes (
  user_id    int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

-- One basket per user; a line is (item_type, item_id).
CREATE TABLE basket_items (
  user_id     int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_type   text NOT NULL CHECK (item_type IN ('products', 'variants')),
  item_id     int NOT NULL,
  qnt         int NOT NULL CHECK (qnt > 0),
  wms_id      int NOT NULL REFERENCES warehouses(id),
  contract_id int NOT NULL REFERENCES contracts(id),
  payload     text,
  added_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_type, item_id)
);

CREATE TABLE drafts (
  id          serial PRIMARY KEY,
  user_id     int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  contract_id int REFERENCES contracts(id) ON DELETE SET NULL,
  header      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE draft_items (
  draft_id  int NOT NULL REFERENCES drafts(id) ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('products', 'variants')),
  item_id   int NOT NULL,
  qnt       int NOT NULL CHECK (qnt > 0),
  wms_id    int NOT NULL REFERENCES warehouses(id),
  payload   text,
  PRIMARY KEY (draft_id, item_type, item_id)
);

CREATE TABLE order_states (
  id     int PRIMARY KEY,
  header text NOT NULL,
  marker text          -- 'success' | 'danger' | 'primary' | ... (spec: 3 success, 4 danger, 10 primary)
);

CREATE TABLE project_statuses (
  id     int PRIMARY KEY,
  header text NOT NULL
);

CREATE TABLE delivery_methods (
  id     int PRIMARY KEY,
  header text NOT NULL
);

CREATE TABLE delivery_companies (
  id     int PRIMARY KEY,
  header text NOT NULL
);

CREATE TABLE company_addresses (
  id           int PRIMARY KEY,
  company_id   int NOT NULL REFERENCES delivery_companies(id) ON DELETE CASCADE,
  full_address text NOT NULL,
  postindex    text NOT NULL DEFAULT ''
);

CREATE TABLE contragents (
  id          serial PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  company     text NOT NULL,
  inn         text NOT NULL,
  kpp         text,
  enabled     boolean NOT NULL DEFAULT true
);

CREATE TABLE addresses (
  id           serial PRIMARY KEY,
  customer_id  int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  full_address text NOT NULL,
  postindex    text NOT NULL DEFAULT ''
);

CREATE TABLE orders (
  id             serial PRIMARY KEY,
  number         text NOT NULL UNIQUE,
  customer_id    int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  user_id        int REFERENCES users(id) ON DELETE SET NULL,
  contract_id    int NOT NULL REFERENCES contracts(id),
  contragent_id  int REFERENCES contragents(id) ON DELETE SET NULL,
  state          int NOT NULL REFERENCES order_states(id),
  project_status int REFERENCES project_statuses(id),
  paid           boolean NOT NULL DEFAULT false,
  delivery       int REFERENCES delivery_methods(id),
  sum            numeric(14,2) NOT NULL DEFAULT 0,
  comment        text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE order_items (
  order_id  int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('products', 'variants')),
  item_id   int NOT NULL,
  qnt       int NOT NULL CHECK (qnt > 0),
  price     numeric(12,2) NOT NULL,
  wms_id    int NOT NULL REFERENCES warehouses(id),
  PRIMARY KEY (order_id, item_type, item_id)
);

CREATE TABLE acts (
  id            serial PRIMARY KEY,
  customer_id   int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  contract_id   int NOT NULL REFERENCES contracts(id),
  contragent_id int REFERENCES contragents(id) ON DELETE SET NULL,
  startdate     date NOT NULL,
  enddate       date NOT NULL CHECK (startdate < enddate),
  state         text NOT NULL DEFAULT 'ready',
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Chat is per customer: 'cid{customer_id}' for customer messages, anything else is the manager.
CREATE TABLE chat_messages (
  id          serial PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  user_id     int REFERENCES users(id) ON DELETE SET NULL,
  from_whom   text NOT NULL,
  message     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE callback_requests (
  id         serial PRIMARY KEY,
  user_id    int REFERENCES users(id) ON DELETE SET NULL,
  phone      text NOT NULL,
  firstname  text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE registration_requests (
  id           serial PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('full', 'simple')),
  surname      text NOT NULL DEFAULT '',
  name         text NOT NULL DEFAULT '',
  patronymic   text NOT NULL DEFAULT '',
  phone        text NOT NULL DEFAULT '',
  email        text NOT NULL DEFAULT '',
  company      text NOT NULL DEFAULT '',
  inn          text NOT NULL DEFAULT '',
  city         text NOT NULL DEFAULT '',
  region       text NOT NULL DEFAULT '',
  region_other text NOT NULL DEFAULT '',
  file_name    text,
  file_type    text,
  file_size    int,
  file_data    bytea,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE complaints (
  id         serial PRIMARY KEY,
  user_id    int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  items      jsonb NOT NULL,           -- { "<product id>": quantity }
  document   text NOT NULL DEFAULT '',
  comment    text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Letters the portal would send (password reminders, ...): no mail server here.
CREATE TABLE mail_outbox (
  id         serial PRIMARY KEY,
  to_email   text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE seed_info (
  version    int NOT NULL,
  seeded_at  timestamptz NOT NULL DEFAULT now(),
  millis     int NOT NULL
);
