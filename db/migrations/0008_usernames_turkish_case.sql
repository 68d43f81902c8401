-- Usernames are unique regardless of letter case the Turkish way: 'İsmail' and
-- 'ismail' are one name ('ISMAIL' is 'ısmaıl'). lower() alone folds only ASCII
-- under the C locale PGlite runs with, so the index uses shop_lower_tr (0004).
DROP INDEX users_username_unique;
CREATE UNIQUE INDEX users_username_unique ON users (shop_lower_tr(username));
