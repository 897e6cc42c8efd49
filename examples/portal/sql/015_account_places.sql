-- Delivery addresses, consignees and notification settings of the account page
-- (<b2b-addresses>, <b2b-consignees>, <b2b-notification-settings>).

-- Regions bound the address suggestions (spec 9: "Address and name suggestion
-- uses a bounds setting"): a customer is offered addresses of its own region.
CREATE TABLE regions (
  id     int PRIMARY KEY,
  header text NOT NULL
);
INSERT INTO regions (id, header) VALUES
  (1, 'Москва и Московская область'),
  (2, 'Республика Татарстан'),
  (3, 'Свердловская область'),
  (4, 'Санкт-Петербург и Ленинградская область');

-- Spec 9: region '1' by default.
ALTER TABLE customers ADD COLUMN region_id int NOT NULL DEFAULT 1 REFERENCES regions(id);

-- The portal's own address directory the suggestions come from (reference data).
CREATE TABLE address_book (
  id           serial PRIMARY KEY,
  region_id    int NOT NULL REFERENCES regions(id),
  full_address text NOT NULL,
  postindex    text NOT NULL DEFAULT '',
  search_text  text GENERATED ALWAYS AS (lower(full_address || ' ' || postindex)) STORED
);
CREATE INDEX address_book_region_idx ON address_book (region_id);
INSERT INTO address_book (region_id, full_address, postindex) VALUES
  (1, 'г. Москва, ул. Строителей, д. 5', '117042'),
  (1, 'г. Москва, ул. Строителей, д. 7, корп. 2', '117042'),
  (1, 'г. Москва, Складской пр., д. 12', '109316'),
  (1, 'г. Москва, ул. Тверская, д. 1', '125009'),
  (1, 'г. Москва, Варшавское ш., д. 118', '117587'),
  (1, 'г. Москва, ул. Профсоюзная, д. 56', '117393'),
  (1, 'Московская обл., г. Подольск, ул. Заводская, д. 18', '142100'),
  (1, 'Московская обл., г. Химки, Ленинградское ш., д. 25', '141402'),
  (1, 'Московская обл., г. Мытищи, ул. Колпакова, д. 2', '141002'),
  (2, 'г. Казань, ул. Техническая, д. 27', '420095'),
  (2, 'г. Казань, ул. Строителей, д. 3', '420054'),
  (2, 'г. Казань, ул. Баумана, д. 44', '420111'),
  (2, 'г. Казань, пр. Победы, д. 141', '420100'),
  (2, 'г. Набережные Челны, пр. Мира, д. 10', '423800'),
  (3, 'г. Екатеринбург, ул. Фронтовых бригад, д. 15', '620017'),
  (3, 'г. Екатеринбург, ул. Строителей, д. 9', '620000'),
  (3, 'г. Екатеринбург, ул. Малышева, д. 51', '620014'),
  (4, 'г. Санкт-Петербург, Складской пр., д. 4', '192029'),
  (4, 'г. Санкт-Петербург, Невский пр., д. 28', '191186');

CREATE TABLE consignees (
  id          serial PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  surname     text NOT NULL,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consignees_customer_idx ON consignees (customer_id);

-- The scan of a consignee's power of attorney (POST /api/consigneeUpload/): images only.
CREATE TABLE consignee_files (
  consignee_id int PRIMARY KEY REFERENCES consignees(id) ON DELETE CASCADE,
  file_name    text NOT NULL,
  file_type    text NOT NULL,
  file_size    int NOT NULL,
  file_data    bytea NOT NULL,
  uploaded_at  timestamptz NOT NULL DEFAULT now()
);

-- What a user can be notified about; a user's own choice overrides the default.
CREATE TABLE notification_types (
  id              int PRIMARY KEY,
  value           text NOT NULL,
  default_enabled boolean NOT NULL DEFAULT true,
  pos             int NOT NULL DEFAULT 0
);
INSERT INTO notification_types (id, value, default_enabled, pos) VALUES
  (1, 'Смена статуса заказа', true, 1),
  (2, 'Счёт на оплату выставлен', true, 2),
  (3, 'Отгрузка со склада', true, 3),
  (4, 'Новые сообщения в чате', true, 4),
  (5, 'Просроченная задолженность по договору', true, 5),
  (6, 'Поступление товаров из списка потребностей', false, 6);

CREATE TABLE user_notifications (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type_id int NOT NULL REFERENCES notification_types(id) ON DELETE CASCADE,
  enabled boolean NOT NULL,
  PRIMARY KEY (user_id, type_id)
);

-- Customer settings: notification.newsletter (spec 3); absent means subscribed.
CREATE TABLE user_newsletter (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  enabled boolean NOT NULL
);
