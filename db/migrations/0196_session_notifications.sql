-- A trade buyer's listing answers without a database round trip for their session (issue 36,
-- decision 0333): each instance keeps the sessions it validated for the listing and forgets one
-- when the database announces a change that could alter it, on the catalogue watch's channel (so
-- the watch's pings bound the staleness): `session:<id>` when a session ends, `user:<id>` when a
-- customer's price group, admin flag or name changes, `group:<id>` when a group's percentage
-- changes or the group goes.
CREATE FUNCTION session_notify_ended() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue', 'session:' || OLD.id);
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_ended_notify AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_notify_ended();

CREATE FUNCTION session_notify_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue', 'user:' || OLD.id);
  RETURN NULL;
END $$;

CREATE TRIGGER users_session_notify AFTER UPDATE OF price_group_id, is_admin, username ON users
  FOR EACH ROW WHEN (OLD.price_group_id IS DISTINCT FROM NEW.price_group_id
    OR OLD.is_admin IS DISTINCT FROM NEW.is_admin OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION session_notify_user();

CREATE FUNCTION session_notify_group() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue', 'group:' || OLD.id);
  RETURN NULL;
END $$;

CREATE TRIGGER price_groups_session_notify AFTER UPDATE OR DELETE ON price_groups
  FOR EACH ROW EXECUTE FUNCTION session_notify_group();
