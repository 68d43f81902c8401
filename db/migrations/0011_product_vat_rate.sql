-- Every product carries its own KDV rate; Turkish rates in force are 0, 1, 10 and 20 %.
-- New products take the shop's default rate (the 'vat_rate' setting) through the services.
ALTER TABLE products
  ADD COLUMN vat_rate smallint NOT NULL DEFAULT 20 CHECK (vat_rate IN (0, 1, 10, 20));
