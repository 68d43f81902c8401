-- Mails the SMTP server refused or did not answer (docs/decisions/0225): kept here with the
-- rendered message and tried again by the 'mail-retry' job with a growing delay until sent or
-- given up. A row is claimed by pushing next_attempt_at forward, so one instance sends it.
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 1,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  given_up_at timestamptz
);

-- The job's look-up: messages still waiting, by when they are due.
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND given_up_at IS NULL;
