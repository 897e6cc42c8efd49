-- The forms: the password reminder's rate limit, the project-order form and the
-- admin's newsletter.

-- What kind of letter a row of the outbox is: the reminder's limit counts its own
-- letters; a newsletter's letters carry its id so one newsletter is sent once.
ALTER TABLE mail_outbox ADD COLUMN kind text NOT NULL DEFAULT 'mail';
ALTER TABLE mail_outbox ADD COLUMN newsletter_id text;
CREATE INDEX mail_outbox_kind_to ON mail_outbox (kind, lower(to_email), created_at);

-- Who gets the newsletter: user_newsletter of migration 015 (absent = subscribed).

-- One row per newsletter sent: the id the admin's form made; a second send of it finds the row.
CREATE TABLE newsletters (
  id         text PRIMARY KEY,
  header     text NOT NULL,
  anons      text NOT NULL,
  body       text NOT NULL,
  sent_count int NOT NULL,
  sent_by    int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The lists the project-order form chooses from.
CREATE TABLE federal_districts (
  id     int PRIMARY KEY,
  header text NOT NULL
);
-- event_regions: the federal subjects an event is held in (customers' own
-- delivery regions of migration 015 are another list).
CREATE TABLE event_regions (
  id                   int PRIMARY KEY,
  header               text NOT NULL,
  federal_district_id  int NOT NULL REFERENCES federal_districts(id)
);
CREATE TABLE cities (
  id        serial PRIMARY KEY,
  header    text NOT NULL,
  region_id int NOT NULL REFERENCES event_regions(id)
);
CREATE INDEX cities_header ON cities (lower(header));

CREATE TABLE project_orders (
  id                       serial PRIMARY KEY,
  user_id                  int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  contract_id              int NOT NULL REFERENCES contracts(id),
  partner                  text NOT NULL,
  event_federal_district   int NOT NULL REFERENCES federal_districts(id),
  event_region             int NOT NULL REFERENCES event_regions(id),
  event_city               text NOT NULL,
  comment                  text NOT NULL DEFAULT '',
  created_at               timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE project_order_lines (
  project_order_id int NOT NULL REFERENCES project_orders(id) ON DELETE CASCADE,
  line             int NOT NULL,
  articul          text NOT NULL,
  product_id       int REFERENCES products(id) ON DELETE SET NULL,
  qnt              numeric(12,3),
  price_wish       numeric(12,2),
  note             text NOT NULL DEFAULT '',
  PRIMARY KEY (project_order_id, line)
);

INSERT INTO federal_districts (id, header) VALUES
  (1, 'Центральный'), (2, 'Северо-Западный'), (3, 'Южный'), (4, 'Северо-Кавказский'),
  (5, 'Приволжский'), (6, 'Уральский'), (7, 'Сибирский'), (8, 'Дальневосточный');

INSERT INTO event_regions (id, header, federal_district_id) VALUES
  (77, 'Москва', 1), (50, 'Московская область', 1), (36, 'Воронежская область', 1),
  (71, 'Тульская область', 1), (76, 'Ярославская область', 1),
  (78, 'Санкт-Петербург', 2), (47, 'Ленинградская область', 2), (39, 'Калининградская область', 2),
  (29, 'Архангельская область', 2),
  (23, 'Краснодарский край', 3), (61, 'Ростовская область', 3), (34, 'Волгоградская область', 3),
  (5, 'Республика Дагестан', 4), (26, 'Ставропольский край', 4),
  (16, 'Республика Татарстан', 5), (52, 'Нижегородская область', 5), (63, 'Самарская область', 5),
  (2, 'Республика Башкортостан', 5), (59, 'Пермский край', 5),
  (66, 'Свердловская область', 6), (74, 'Челябинская область', 6), (72, 'Тюменская область', 6),
  (54, 'Новосибирская область', 7), (24, 'Красноярский край', 7), (38, 'Иркутская область', 7),
  (55, 'Омская область', 7),
  (25, 'Приморский край', 8), (27, 'Хабаровский край', 8), (14, 'Республика Саха (Якутия)', 8);

INSERT INTO cities (header, region_id) VALUES
  ('Москва', 77), ('Зеленоград', 77),
  ('Подольск', 50), ('Балашиха', 50), ('Химки', 50), ('Мытищи', 50), ('Королёв', 50),
  ('Воронеж', 36), ('Борисоглебск', 36), ('Тула', 71), ('Новомосковск', 71),
  ('Ярославль', 76), ('Рыбинск', 76),
  ('Санкт-Петербург', 78), ('Колпино', 78), ('Гатчина', 47), ('Выборг', 47),
  ('Калининград', 39), ('Советск', 39), ('Архангельск', 29), ('Северодвинск', 29),
  ('Краснодар', 23), ('Сочи', 23), ('Новороссийск', 23), ('Армавир', 23),
  ('Ростов-на-Дону', 61), ('Таганрог', 61), ('Шахты', 61), ('Волгоград', 34), ('Волжский', 34),
  ('Махачкала', 5), ('Дербент', 5), ('Ставрополь', 26), ('Пятигорск', 26), ('Кисловодск', 26),
  ('Казань', 16), ('Набережные Челны', 16), ('Альметьевск', 16),
  ('Нижний Новгород', 52), ('Дзержинск', 52), ('Самара', 63), ('Тольятти', 63), ('Сызрань', 63),
  ('Уфа', 2), ('Стерлитамак', 2), ('Пермь', 59), ('Березники', 59),
  ('Екатеринбург', 66), ('Нижний Тагил', 66), ('Каменск-Уральский', 66),
  ('Челябинск', 74), ('Магнитогорск', 74), ('Тюмень', 72), ('Тобольск', 72),
  ('Новосибирск', 54), ('Бердск', 54), ('Красноярск', 24), ('Норильск', 24),
  ('Иркутск', 38), ('Братск', 38), ('Омск', 55),
  ('Владивосток', 25), ('Находка', 25), ('Хабаровск', 27), ('Комсомольск-на-Амуре', 27), ('Якутск', 14);
