-- The top bar's search: words of a candidate's name, email and phone
-- digits (whole, and the last ten), matched by prefix. The same words as
-- SQLite's (0008 there): the
-- email's @ . _ - become spaces, and the 'simple' configuration neither
-- stems nor drops words.
ALTER TABLE candidates ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', lower(name || ' ' || replace(replace(replace(replace(email, '@', ' '), '.', ' '), '_', ' '), '-', ' ') || ' ' || phone_digits || ' ' || right(phone_digits, 10)))
) STORED;
CREATE INDEX candidates_search ON candidates USING gin (search_tsv);
