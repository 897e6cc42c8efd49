-- Reconciliation acts (<b2b-acts> on /acts/).

-- Payments received on a contract: the credit side of an act (shipments, the
-- debit side, are the contract's done and shipped orders).
CREATE TABLE payments (
  id          serial PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  contract_id int NOT NULL REFERENCES contracts(id),
  paid_on     date NOT NULL,
  amount      numeric(14,2) NOT NULL CHECK (amount > 0),
  document    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_contract ON payments (contract_id, paid_on);

-- An act is requested, then prepared in the background by whichever portal process
-- claims it first (FOR UPDATE SKIP LOCKED): 'requested' -> 'processing' -> 'ready'
-- (its file kept here, so every process sharing the database serves it) or 'refused'
-- (with the reason). A claim older than a few minutes belongs to a process that died:
-- another one takes the act over.
ALTER TABLE acts
  ADD COLUMN user_id    int REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN prepare_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN claimed_at timestamptz,
  ADD COLUMN attempts   int NOT NULL DEFAULT 0,
  ADD COLUMN ready_at   timestamptz,
  ADD COLUMN reason     text,
  ADD COLUMN file_name  text,
  ADD COLUMN data       bytea,
  ALTER COLUMN state SET DEFAULT 'requested';
ALTER TABLE acts ADD CONSTRAINT acts_state_check CHECK (state IN ('requested', 'processing', 'ready', 'refused'));

-- The job's queue: only the acts still to prepare.
CREATE INDEX acts_due ON acts (prepare_at, id) WHERE state IN ('requested', 'processing');
-- The list: a customer's acts, newest first.
CREATE INDEX acts_list ON acts (customer_id, created_at DESC, id DESC);
