-- A product's documents and its related products (issue 47, decision 0380): the datasheet,
-- certificate or manual an electrician asks for, and the accessory, alternative or spare part
-- the shop suggests beside it. A document's PDF sits in the upload store under its content hash
-- (`files/<hash>.pdf`, shared by identical files); the row names it and its download title.
CREATE TABLE product_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('datasheet', 'certificate', 'manual', 'declaration', 'drawing')),
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 150),
  file_key text NOT NULL CHECK (file_key ~ '^files/[0-9a-f]+\.pdf$'),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_documents_product_idx ON product_documents (product_id, id);

-- One kind per pair; a product is never its own relation. Replaced whole by the admin's save.
CREATE TABLE product_relations (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  related_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('accessory', 'alternative', 'spare_part')),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, related_id),
  CHECK (product_id <> related_id)
);
CREATE INDEX product_relations_related_idx ON product_relations (related_id);
