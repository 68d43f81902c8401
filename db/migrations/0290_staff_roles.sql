-- Staff with their own rights (issue 50, decision 0397): every admin account has a role, 'owner'
-- (everything, the staff and the settings included), 'orders' (orders, returns, customers,
-- invoices) or 'catalogue' (products, categories, prices, content). The admins there were could do
-- everything, so they become owners. A removed staff member keeps the row, marked with when, so the
-- history (order events, notes, refunds) still names who did what; the row can no longer sign in.
ALTER TABLE users
  ADD COLUMN admin_role text CONSTRAINT users_admin_role_known CHECK (admin_role IN ('owner', 'orders', 'catalogue')),
  ADD COLUMN staff_removed_at timestamptz;

UPDATE users SET admin_role = 'owner' WHERE is_admin;

ALTER TABLE users
  ADD CONSTRAINT users_admin_role_of_admins CHECK ((admin_role IS NOT NULL) = is_admin),
  ADD CONSTRAINT users_removed_only_staff CHECK (staff_removed_at IS NULL OR is_admin);
