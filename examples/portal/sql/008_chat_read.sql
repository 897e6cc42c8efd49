-- How far each user has read the chat with the manager (POST chatRead, our addition in
-- docs/api.md): the highest message id the user has seen, so a second device shows the
-- same unread count. Per user, not per customer: colleagues read on their own.
-- A table of its own rather than a column of users: every change to users bumps
-- account_version (005) and drops the cached sessions, and reading the chat is frequent.
CREATE TABLE chat_reads (
  user_id      int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  last_read_id int NOT NULL CHECK (last_read_id >= 0),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
