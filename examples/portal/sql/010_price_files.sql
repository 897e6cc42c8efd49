-- Price-list files made by POST /api/getPriceList: kept in the database so
-- every portal process sharing it can serve them; only their owner may download them.
CREATE TABLE price_files (
  token      text PRIMARY KEY,
  user_id    int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_name  text NOT NULL,
  data       bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX price_files_user ON price_files (user_id, created_at);
