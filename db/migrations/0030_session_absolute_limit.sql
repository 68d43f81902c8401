-- Sessions end after a period of inactivity (expires_at, renewed while used) and in any case
-- at absolute_expires_at, which is never renewed. Existing sessions keep their current end.
ALTER TABLE sessions ADD COLUMN absolute_expires_at timestamptz;
UPDATE sessions SET absolute_expires_at = expires_at;
ALTER TABLE sessions ALTER COLUMN absolute_expires_at SET NOT NULL;
