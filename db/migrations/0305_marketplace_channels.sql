-- Selling on marketplaces from the shop's one stock (issue 51, decisions 0410–0416). Products and
-- variants gain the barcode a marketplace knows them by; an item put on a channel is a listing that
-- remembers what was last sent, so only changes go out; every push and every order package a
-- channel hands over is recorded, a package at most once (its unique key), and a shop order says
-- which channel sold it.

ALTER TABLE products ADD COLUMN barcode text CHECK (barcode ~ '^[0-9A-Za-z._-]{1,40}$');
ALTER TABLE product_variants ADD COLUMN barcode text CHECK (barcode ~ '^[0-9A-Za-z._-]{1,40}$');
CREATE UNIQUE INDEX products_barcode_key ON products (barcode) WHERE barcode IS NOT NULL;
CREATE UNIQUE INDEX product_variants_barcode_key ON product_variants (barcode) WHERE barcode IS NOT NULL;

-- Numbers the changes of listed items: a listing is due while change_seq differs from sent_seq.
CREATE SEQUENCE channel_change_seq;

CREATE TABLE channel_listings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('trendyol')),
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  variant_id integer REFERENCES product_variants(id) ON DELETE CASCADE,
  -- Taken off by the admin: sent once more with quantity 0, so the marketplace stops selling it.
  listed boolean NOT NULL DEFAULT true,
  change_seq bigint NOT NULL DEFAULT nextval('channel_change_seq'),
  sent_seq bigint,
  sent_barcode text,
  sent_quantity integer,
  sent_sale_price numeric(12,2),
  sent_list_price numeric(12,2),
  sent_at timestamptz,
  -- Trendyol's reason for the last failed item, kept until an item of this listing succeeds.
  error text,
  error_at timestamptz,
  retry_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX channel_listings_item_key ON channel_listings (channel, product_id, coalesce(variant_id, 0));
-- The triggers find a product's or a variant's listings on every stock change.
CREATE INDEX channel_listings_product_idx ON channel_listings (product_id);
CREATE INDEX channel_listings_variant_idx ON channel_listings (variant_id) WHERE variant_id IS NOT NULL;
CREATE INDEX channel_listings_due_idx ON channel_listings (channel, id) WHERE sent_seq IS DISTINCT FROM change_seq;

CREATE TABLE channel_state (
  channel text PRIMARY KEY CHECK (channel IN ('trendyol')),
  price_markup_percent numeric(6,2) NOT NULL DEFAULT 0 CHECK (price_markup_percent >= 0 AND price_markup_percent <= 500),
  stock_buffer integer NOT NULL DEFAULT 0 CHECK (stock_buffer >= 0 AND stock_buffer <= 100000),
  last_push_at timestamptz,
  last_push_error text,
  last_pull_at timestamptz,
  last_pull_error text,
  -- When cancelled packages were last asked for.
  cancel_checked_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO channel_state (channel) VALUES ('trendyol');

CREATE TABLE channel_pushes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL,
  body_hash text NOT NULL,
  batch_id text NOT NULL,
  item_count integer NOT NULL,
  failed_count integer,
  sent_at timestamptz NOT NULL DEFAULT now(),
  checked_at timestamptz,
  check_after timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'checked', 'expired'))
);
CREATE INDEX channel_pushes_recent_idx ON channel_pushes (channel, body_hash, sent_at);
CREATE INDEX channel_pushes_unchecked_idx ON channel_pushes (check_after) WHERE status = 'sent';

CREATE TABLE channel_packages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL,
  package_id text NOT NULL,
  order_number text NOT NULL,
  order_id integer REFERENCES orders(id) ON DELETE SET NULL,
  state text NOT NULL CHECK (state IN ('taken', 'flagged', 'cancelled')),
  problem text,
  payload jsonb NOT NULL,
  picking_sent_at timestamptz,
  invoiced_sent_at timestamptz,
  notify_error text,
  -- An instance sending a notice holds it this long, so two never send the same one.
  notice_lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT channel_packages_package_key UNIQUE (channel, package_id)
);
CREATE INDEX channel_packages_order_idx ON channel_packages (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX channel_packages_notify_idx ON channel_packages (channel)
  WHERE state = 'taken' AND (picking_sent_at IS NULL OR invoiced_sent_at IS NULL);

ALTER TABLE orders ADD COLUMN channel text NOT NULL DEFAULT 'web' CHECK (channel IN ('web', 'trendyol'));
ALTER TABLE orders ADD COLUMN marketplace_order_number text;
CREATE INDEX orders_channel_idx ON orders (channel, created_at DESC) WHERE channel <> 'web';
