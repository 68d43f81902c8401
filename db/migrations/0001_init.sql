-- The whole data model of the shop: accounts, catalogue, carts, orders and the
-- company content. Money is numeric(12,2); stock and prices can never go negative.

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL CHECK (length(username) BETWEEN 3 AND 50),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  password_hash text NOT NULL,
  full_name text NOT NULL,
  phone text,
  is_admin boolean NOT NULL DEFAULT false,
  email_marketing_consent boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_unique ON users (lower(username));
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

-- Lucia-style sessions: the id is the SHA-256 of the token the client holds.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text,
  parent_id integer REFERENCES categories (id) ON DELETE RESTRICT,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX categories_parent_idx ON categories (parent_id);

CREATE TABLE products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 300),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text,
  short_description text,
  base_price numeric(12, 2) NOT NULL CHECK (base_price >= 0),
  sku text UNIQUE,
  stock_quantity integer NOT NULL DEFAULT 0 CHECK (stock_quantity >= 0),
  min_order_quantity integer NOT NULL DEFAULT 1 CHECK (min_order_quantity >= 1),
  unit text NOT NULL DEFAULT 'adet',
  brand text,
  is_active boolean NOT NULL DEFAULT true,
  is_featured boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_variants (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  stock_quantity integer NOT NULL DEFAULT 0 CHECK (stock_quantity >= 0),
  sku text UNIQUE,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX product_variants_product_idx ON product_variants (product_id);

CREATE TABLE product_images (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  url text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX product_images_product_idx ON product_images (product_id, position);

CREATE TABLE product_categories (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category_idx ON product_categories (category_id);

-- A cart belongs to a customer or to a guest session (X-Session-ID), never neither.
CREATE TABLE carts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  session_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR session_id IS NOT NULL)
);
CREATE INDEX carts_guest_updated_idx ON carts (updated_at) WHERE user_id IS NULL;

CREATE TABLE cart_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cart_id integer NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  variant_id integer REFERENCES product_variants (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cart_items_line_unique ON cart_items (cart_id, product_id, coalesce(variant_id, 0));

CREATE TABLE orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  session_id text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')),
  subtotal numeric(12, 2) NOT NULL CHECK (subtotal >= 0),
  vat_rate numeric(5, 2) NOT NULL CHECK (vat_rate >= 0),
  tax_amount numeric(12, 2) NOT NULL CHECK (tax_amount >= 0),
  shipping_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (shipping_amount >= 0),
  total_amount numeric(12, 2) NOT NULL CHECK (total_amount >= 0),
  currency text NOT NULL DEFAULT 'TRY',
  customer_name text NOT NULL,
  customer_email text NOT NULL,
  customer_phone text NOT NULL,
  company_name text,
  tax_number text,
  billing_address text NOT NULL,
  billing_city text NOT NULL,
  billing_postal_code text NOT NULL,
  shipping_address text NOT NULL,
  shipping_city text NOT NULL,
  shipping_postal_code text NOT NULL,
  notes text,
  contract_consent boolean NOT NULL CHECK (contract_consent),
  marketing_consent boolean NOT NULL DEFAULT false,
  client_ip text,
  payment_provider text,
  payment_token text UNIQUE,
  payment_reference text,
  payment_error text,
  paid_at timestamptz,
  reservation_expires_at timestamptz,
  stock_released boolean NOT NULL DEFAULT false,
  carrier text,
  tracking_number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_created_idx ON orders (created_at DESC);
CREATE INDEX orders_pending_expiry_idx ON orders (reservation_expires_at) WHERE status = 'pending';

CREATE TABLE order_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  variant_id integer REFERENCES product_variants (id) ON DELETE SET NULL,
  product_name text NOT NULL,
  variant_name text,
  unit text NOT NULL DEFAULT 'adet',
  unit_price numeric(12, 2) NOT NULL CHECK (unit_price >= 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  total_price numeric(12, 2) NOT NULL CHECK (total_price >= 0)
);
CREATE INDEX order_items_order_idx ON order_items (order_id);

CREATE TABLE order_status_history (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  changed_by integer REFERENCES users (id) ON DELETE SET NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, created_at);

-- Consents given at registration (kvkk, marketing) and at checkout
-- (distance_sales_contract, preliminary_info, marketing), with the text version.
CREATE TABLE consents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  order_id integer REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL,
  granted boolean NOT NULL,
  text_version text NOT NULL,
  client_ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR order_id IS NOT NULL)
);
CREATE INDEX consents_user_idx ON consents (user_id);
CREATE INDEX consents_order_idx ON consents (order_id);

CREATE TABLE settings (
  key text PRIMARY KEY CHECK (key ~ '^[a-z0-9_]+$'),
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pages (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9-]+$'),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE catalogs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text,
  image_url text,
  file_url text,
  file_path text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- "references" is an SQL keyword, hence the longer name.
CREATE TABLE company_references (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_name text NOT NULL CHECK (length(company_name) BETWEEN 1 AND 200),
  logo_url text,
  description text,
  testimonial text,
  contact_person text,
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  company text,
  subject text NOT NULL CHECK (subject IN ('genel', 'fiyat', 'teknik', 'katalog', 'diger')),
  message text NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  client_ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
