-- An account's e-mail address counts as unverified until its owner opens the mailed link
-- (issue 45, decision 0343): a stock alert or the marketing consent on an unverified address
-- waits for that mailbox.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check;
ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
  CHECK (purpose IN ('password_reset', 'order_claim', 'email_verification'));

-- Existing accounts: verified only where the mailbox has already answered for this address,
-- through a stock alert's mailed link (no other proof is kept; spent links are deleted).
UPDATE users u SET email_verified_at = a.confirmed_at
FROM (
  SELECT lower(email) AS email, min(confirmed_at) AS confirmed_at FROM stock_alerts
  WHERE confirmed_at IS NOT NULL AND confirmation_sent_at IS NOT NULL GROUP BY lower(email)
) a
WHERE lower(u.email) = a.email;

-- Wishes a signed-in customer's unproven address skipped the double opt-in with wait again for
-- the account's confirmation (confirmed together with the address, or through their own link).
UPDATE stock_alerts s SET confirmed_at = NULL
FROM users u
WHERE u.id = s.user_id AND u.email_verified_at IS NULL
  AND s.confirmation_sent_at IS NULL AND s.confirmed_at IS NOT NULL AND s.notified_at IS NULL;
