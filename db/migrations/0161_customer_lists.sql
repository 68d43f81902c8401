-- Saved lists ('Listelerim', issue 36): a signed-in customer's named lists of products with
-- quantities (one per building site). A list may be shared read-only by an unguessable token;
-- clearing the token ends the sharing. Lines go with their list, their product or variant.
CREATE TABLE customer_lists (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  share_token text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_lists_user_idx ON customer_lists (user_id, id);

CREATE TABLE customer_list_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  list_id integer NOT NULL REFERENCES customer_lists (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  variant_id integer REFERENCES product_variants (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_list_items_line_unique ON customer_list_items (list_id, product_id, coalesce(variant_id, 0));
CREATE INDEX customer_list_items_product_idx ON customer_list_items (product_id);
