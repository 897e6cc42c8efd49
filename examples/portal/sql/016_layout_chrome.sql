-- The logged-in layout's chrome: news materials with the top news line,
-- which news each user hid (hidetopnews), and the demo intro pending per session.

-- Spec 7 `material : id`: site materials (news). `top` marks the items the layout's
-- top news line may show (the newest one a user has not hidden).
CREATE TABLE materials (
  id         serial PRIMARY KEY,
  header     text NOT NULL,
  anons      text NOT NULL DEFAULT '',
  body       text NOT NULL DEFAULT '',
  top        boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Spec 7 `hidetopnews : id`: the user hid that news line; it stays hidden on every page
-- and device. Its own table (not users): changes to users drop the cached sessions (005).
CREATE TABLE hidden_top_news (
  user_id     int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  material_id int NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  hidden_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, material_id)
);

-- The demo first-login dialog (/ajax/authdemofirstform) is owed to a session started by
-- a demo login from the site (the /demo-login form, or getUserDemo with intro: true);
-- demoIntroSeen deletes the row. Per session, not per user: the demo user is shared by
-- every visitor, and each one starting the demo should get the intro once.
CREATE TABLE demo_intros (
  session_id text PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The top news item every portal shows (here rather than in seed/, so an existing
-- database gets it too).
INSERT INTO materials (header, anons, body, top) VALUES (
  'С 1 декабря обновлены цены на сухие смеси',
  'Новые цены уже действуют во всех договорах; прайс-лист можно скачать в шапке сайта.',
  'С 1 декабря обновлены цены на сухие смеси и грунтовки. Новые цены уже действуют во всех договорах. Свежий прайс-лист можно скачать по ссылке «Скачать прайс-лист» в шапке сайта.',
  true
);
