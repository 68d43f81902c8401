-- A return document (IADE) names the refund it documents (issue 38, decision 0301).
ALTER TABLE invoices ADD COLUMN refund_id integer REFERENCES order_refunds (id);
CREATE UNIQUE INDEX invoices_one_return_per_refund ON invoices (refund_id) WHERE refund_id IS NOT NULL;
