-- Trade buyers (issue 36): a price group is a named discount off the list price, and a
-- customer belongs to at most one. Deleting a group that still has customers is refused by
-- the foreign key, so the admin moves them first and no buyer silently loses their prices.
-- Explicit group prices, quantity breaks, order steps and trade applications build on this
-- table in their own migrations.
CREATE TABLE price_groups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  discount_percent numeric(5,2) NOT NULL DEFAULT 0 CHECK (discount_percent >= 0 AND discount_percent <= 90),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX price_groups_name_unique ON price_groups (shop_lower_tr(name));

ALTER TABLE users ADD COLUMN price_group_id integer REFERENCES price_groups (id);
CREATE INDEX users_price_group ON users (price_group_id) WHERE price_group_id IS NOT NULL;
