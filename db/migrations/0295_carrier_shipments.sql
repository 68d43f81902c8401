-- Shipments opened at a carrier from the admin (issue 50, decision 0402): one per order. The row is
-- written 'requested' with the reference the carrier deduplicates on before the carrier is asked,
-- so a retry after a lost answer sends the same reference and gets the same shipment back; it
-- becomes 'created' with the tracking number once the carrier answered. The label is the
-- carrier's own (ZPL for a thermal printer, or a PDF) when it gives one.
CREATE TABLE order_shipments (
  order_id integer PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  carrier text NOT NULL,
  reference_id text NOT NULL,
  state text NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'created')),
  tracking_number text,
  barcode text,
  label_zpl text,
  label_pdf bytea,
  desi numeric(8, 2) NOT NULL CHECK (desi > 0),
  pieces smallint NOT NULL DEFAULT 1 CHECK (pieces > 0),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (state = 'requested' OR tracking_number IS NOT NULL),
  UNIQUE (carrier, reference_id)
);
