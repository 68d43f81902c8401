-- Uploaded files that nothing refers to, with the moment the daily sweep first saw them
-- unused; after the grace period they are removed (api/jobs/unused-uploads.ts). Kept in the
-- database, not in file dates, so it works the same on disk and on S3 and across instances.
CREATE TABLE unused_uploads (
  key text PRIMARY KEY,
  unused_since timestamptz NOT NULL DEFAULT now()
);
