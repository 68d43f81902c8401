-- The buyer's invoice identity: individual (optional T.C. kimlik no) or corporate
-- (company title and VKN in the existing company_name / tax_number, plus the tax office).
ALTER TABLE orders
  ADD COLUMN invoice_type text NOT NULL DEFAULT 'individual' CHECK (invoice_type IN ('individual', 'corporate')),
  ADD COLUMN identity_number text CHECK (identity_number ~ '^[1-9][0-9]{10}$'),
  ADD COLUMN tax_office text;
