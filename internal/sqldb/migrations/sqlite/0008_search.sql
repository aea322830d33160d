-- The top bar's search: words of a candidate's name, email and phone
-- digits (whole, and the last ten: the number without its country code),
-- matched by prefix. search_text is computed from the row (the email's
-- @ . _ - become spaces, so each part is a word), and an FTS5
-- index over it (external content, kept by triggers) answers prefix
-- queries; PostgreSQL does the same with a tsvector (0008 there).
ALTER TABLE candidates ADD COLUMN search_text TEXT GENERATED ALWAYS AS (
    lower(name || ' ' || replace(replace(replace(replace(email, '@', ' '), '.', ' '), '_', ' '), '-', ' ') || ' ' || phone_digits || ' ' || substr(phone_digits, -10))
) VIRTUAL;

CREATE VIRTUAL TABLE candidates_fts USING fts5(
    search_text, content = 'candidates', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2', prefix = '3'
);

CREATE TRIGGER candidates_fts_insert AFTER INSERT ON candidates BEGIN
    INSERT INTO candidates_fts (rowid, search_text) VALUES (new.id, new.search_text);
END;
CREATE TRIGGER candidates_fts_delete AFTER DELETE ON candidates BEGIN
    INSERT INTO candidates_fts (candidates_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;
CREATE TRIGGER candidates_fts_update AFTER UPDATE OF name, email, phone_digits ON candidates BEGIN
    INSERT INTO candidates_fts (candidates_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO candidates_fts (rowid, search_text) VALUES (new.id, new.search_text);
END;

INSERT INTO candidates_fts (candidates_fts) VALUES ('rebuild');
