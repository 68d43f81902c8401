-- Several app instances on one PostgreSQL (docs/decisions/0170, 0171): the built site is
-- stored here so every instance serves the same build, one row says which build is live and
-- which rebuild requests are handled, and periodic jobs are claimed per run.

CREATE TABLE site_builds (
  id text PRIMARY KEY,
  built_at timestamptz NOT NULL DEFAULT now(),
  duration_ms integer NOT NULL,
  file_count integer NOT NULL,
  byte_count bigint NOT NULL
);

CREATE TABLE site_build_files (
  build_id text NOT NULL REFERENCES site_builds (id) ON DELETE CASCADE,
  path text NOT NULL,
  body bytea NOT NULL,
  PRIMARY KEY (build_id, path)
);

-- One row. requested_seq grows with every rebuild request; handled_seq is the request the last
-- finished build (successful or not) covered. An instance builds only while it holds the lease.
CREATE TABLE site_publish (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  requested_seq bigint NOT NULL DEFAULT 0,
  handled_seq bigint NOT NULL DEFAULT 0,
  current_build_id text REFERENCES site_builds (id),
  previous_build_id text REFERENCES site_builds (id) ON DELETE SET NULL,
  builder text,
  lease_until timestamptz,
  last_error text,
  last_error_at timestamptz
);
INSERT INTO site_publish DEFAULT VALUES;

-- A job runs when an instance moves its next_run_at forward; the others see it moved and skip.
CREATE TABLE job_runs (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL,
  last_started_at timestamptz,
  last_instance text,
  run_count bigint NOT NULL DEFAULT 0
);
