-- Trade accounts (issue 36): a signed-in customer applies with the company's invoice identity,
-- an admin approves (choosing the price group) or rejects with a note. Every decision keeps
-- who and when; the approved company data becomes the customer's trade account, which the
-- checkout starts from ('Kurumsal').

CREATE TABLE trade_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_name text NOT NULL CHECK (length(btrim(company_name)) BETWEEN 2 AND 200),
  tax_number text NOT NULL CHECK (tax_number ~ '^[0-9]{10}$'),
  tax_office text NOT NULL CHECK (length(btrim(tax_office)) BETWEEN 2 AND 100),
  phone text NOT NULL CHECK (length(phone) BETWEEN 10 AND 30),
  note text CHECK (length(note) <= 1000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- The group given on approval; a group deleted later leaves the decision without it.
  price_group_id integer REFERENCES price_groups (id) ON DELETE SET NULL,
  decision_note text CHECK (length(decision_note) <= 1000),
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status <> 'rejected' OR decision_note IS NOT NULL)
);
-- One open application per customer: a second one racing the first fails on this index.
CREATE UNIQUE INDEX trade_applications_one_open ON trade_applications (user_id) WHERE status = 'pending';
CREATE INDEX trade_applications_user ON trade_applications (user_id, created_at DESC);
CREATE INDEX trade_applications_status ON trade_applications (status, created_at DESC);

-- The customer's current company identity, written by the approval that made it.
CREATE TABLE trade_accounts (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  application_id integer NOT NULL REFERENCES trade_applications (id),
  company_name text NOT NULL,
  tax_number text NOT NULL,
  tax_office text NOT NULL,
  phone text NOT NULL,
  approved_by integer REFERENCES users (id) ON DELETE SET NULL,
  approved_at timestamptz NOT NULL DEFAULT now()
);

-- Who moved a customer into which group and when (approvals and the admin's changes). The
-- group's name is kept, so the history still reads after the group is deleted.
CREATE TABLE price_group_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  price_group_id integer REFERENCES price_groups (id) ON DELETE SET NULL,
  group_name text,
  application_id integer REFERENCES trade_applications (id) ON DELETE SET NULL,
  changed_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX price_group_changes_user ON price_group_changes (user_id, created_at DESC);
